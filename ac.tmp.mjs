import autocannon from 'autocannon';
import { readFileSync } from 'node:fs';
const pid = Number(process.argv[3]);
const cpu = () => { const f = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' '); return (Number(f[11]) + Number(f[12])) * 10; }; // ms (CLK_TCK 100)
const origin = 'http://127.0.0.1:4399';
const login = await fetch(origin + '/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'demo@lyla.example', password: 'lyla-demo-2026' }) });
const j = await login.json(); const token = j.data.token;
for (const [path, body] of [['/api/v2/state', {}], ['/api/catalogue/product', JSON.parse(process.argv[2])], ['/api/catalogue/search', {q:'tea'}]]) {
  const opts = { url: origin + path, method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + token }, body: JSON.stringify(body), connections: 50 };
  await autocannon({ ...opts, duration: 1 });
  const c0 = cpu();
  const r = await autocannon({ ...opts, duration: 6 });
  const used = cpu() - c0;
  console.log(path.padEnd(26), Math.round(r.requests.average), 'req/s p99', r.latency.p99, 'ms; server CPU/request', (used * 1000 / r.requests.total).toFixed(0), 'µs', r.non2xx ? 'non2xx ' + r.non2xx : '');
}
