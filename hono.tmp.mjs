import { serve } from '@hono/node-server';
import { Hono } from 'hono';
const app = new Hono();
app.post('/api/auth/login', (c) => c.json({ code: 200, data: { token: 'x' } }));
app.post('/api/*', async (c) => { const b = await c.req.json(); return c.json({ code: 200, data: b }); });
serve({ fetch: app.fetch, port: 4399, hostname: '127.0.0.1' });
