import autocannon from 'autocannon';
const origin = 'http://127.0.0.1:4399';
const login = await fetch(origin + '/api/auth/login', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ email: 'demo@lyla.example', password: 'lyla-demo-2026' }) });
const token = (await login.json()).data.token;
const r = await autocannon({ url: origin + '/api/catalogue/product', method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: 'Bearer ' + token }, body: process.argv[2], connections: 50, duration: 8 });
console.log(r.requests.average);
