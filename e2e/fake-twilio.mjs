// A local stand-in for Twilio's REST Messages endpoint for the browser tests: answers every
// message with a new SID, and GET /sent lists what it was given (To, From, Body).
import http from 'node:http';

const port = Number(process.argv[2] ?? 4199);
const sent = [];
http
  .createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'GET') return res.end(JSON.stringify(sent));
      const form = Object.fromEntries(new URLSearchParams(body));
      sent.push(form);
      res.writeHead(201).end(JSON.stringify({ sid: `SMe2e${sent.length}`, status: 'queued' }));
    });
  })
  .listen(port, '127.0.0.1');
