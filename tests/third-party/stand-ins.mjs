// Loopback stand-ins for every third party (tests only): the voice widget's script, an analytics
// event sink, and a newsletter page. GET /__events lists what the sink received.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const port = Number(process.env.STAND_IN_PORT ?? 3007);
const widget = readFileSync(new URL('./widget.js', import.meta.url));
const events = [];

const newsletterPage = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Newsletter</title></head>
<body><form method="post" action="/newsletter/subscribed"><label>E-mail <input type="email" name="email" required></label>
<button type="submit">Subscribe</button></form></body></html>`;

createServer((req, res) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
  const cors = {
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers': '*',
  };
  if (req.method === 'OPTIONS') return res.writeHead(204, cors).end();
  if (url.pathname === '/widget.js') {
    return res.writeHead(200, { ...cors, 'content-type': 'text/javascript' }).end(widget);
  }
  if (url.pathname === '/newsletter') {
    return res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(newsletterPage);
  }
  if (url.pathname === '/newsletter/subscribed') {
    return res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>Thanks</title><p>Subscribed.</p>');
  }
  if (url.pathname === '/__events') {
    return res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(events));
  }
  if (url.pathname.endsWith('.js')) {
    events.push({ path: url.pathname, at: Date.now() });
    return res.writeHead(200, { ...cors, 'content-type': 'text/javascript' }).end('');
  }
  // The analytics sink: every other request is an event batch or a flags call.
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    events.push({ path: url.pathname, at: Date.now(), bytes: Buffer.concat(chunks).length });
    res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end('{}');
  });
}).listen(port, '127.0.0.1', () => console.log(`stand-ins on ${port}`));
