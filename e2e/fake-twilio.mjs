// A local stand-in for Twilio for the browser tests: the Messages endpoint answers every message
// with a new SID and GET /sent lists what it was given (To, From, Body or ContentSid and
// ContentVariables, StatusCallback, and the SID). POST /report {sid, status, errorCode} posts the
// delivery report Twilio would to that message's StatusCallback: a form signed with the auth token.
import http from 'node:http';
import twilio from 'twilio';
import { E2E_TWILIO_AUTH_TOKEN } from './env.mjs';

const port = Number(process.argv[2] ?? 4199);
const sent = [];
http
  .createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', async () => {
      res.setHeader('content-type', 'application/json');
      if (req.method === 'GET') return res.end(JSON.stringify(sent));
      if (req.url === '/report') {
        const { sid, status, errorCode } = JSON.parse(body);
        const message = sent.find((m) => m.sid === sid);
        if (!message?.StatusCallback) return res.writeHead(404).end(JSON.stringify({ message: `no StatusCallback for ${sid}` }));
        const params = {
          MessageSid: sid,
          SmsSid: sid,
          MessageStatus: status,
          SmsStatus: status,
          ...(errorCode ? { ErrorCode: String(errorCode) } : {}),
        };
        const answer = await fetch(message.StatusCallback, {
          method: 'POST',
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            'x-twilio-signature': twilio.getExpectedTwilioSignature(E2E_TWILIO_AUTH_TOKEN, message.StatusCallback, params),
          },
          body: new URLSearchParams(params).toString(),
        });
        return res.writeHead(200).end(JSON.stringify({ status: answer.status }));
      }
      const form = Object.fromEntries(new URLSearchParams(body));
      const sid = `SMe2e${sent.length + 1}`;
      sent.push({ ...form, sid });
      res.writeHead(201).end(JSON.stringify({ sid, status: 'queued' }));
    });
  })
  .listen(port, '127.0.0.1');
