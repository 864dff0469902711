import http from 'node:http';
import type { AddressInfo } from 'node:net';
import twilio from 'twilio';

interface FakeRequest {
  path: string;
  auth: string | undefined;
  form: URLSearchParams;
}

/**
 * A local stand-in for Twilio: the Messages endpoint (records each request and answers a new SID;
 * `fail` makes it refuse), the delivery reports Twilio posts to a message's StatusCallback (signed
 * form POSTs, sent by `report`), and media files behind the account's basic auth that redirect to
 * a media host, as Twilio's do.
 */
export function fakeTwilio(options: { authToken: string; accountSid: string }) {
  const requests: FakeRequest[] = [];
  const callbacks = new Map<string, string>();
  const sids: string[] = [];
  const media = new Map<string, { bytes: Buffer; contentType: string }>();
  let failWith: { status: number; message: string; code: number } | null = null;
  /** The next send's delivery report is posted before the send is answered (Twilio's callback can win that race). */
  let reportFirst: string | null = null;
  /** Where the status callbacks physically go (the api under test), whatever public address they name. */
  let deliverTo: string | null = null;
  const basic = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = req.url ?? '';
      const mediaPath = /^\/2010-04-01\/Accounts\/[^/]+\/Messages\/[^/]+\/Media\/([^/?]+)$/.exec(url);
      if (req.method === 'GET' && mediaPath) {
        if (req.headers.authorization !== basic) return void res.writeHead(401).end('{"code":20003,"message":"Authenticate"}');
        // Twilio answers the account's media address with a redirect to its media host.
        return void res.writeHead(307, { location: `${mediaBase}/${mediaPath[1]}?Signature=signed` }).end();
      }
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      requests.push({ path: url, auth: req.headers.authorization, form });
      res.setHeader('content-type', 'application/json');
      if (failWith) {
        res.writeHead(failWith.status).end(JSON.stringify({ code: failWith.code, message: failWith.message, status: failWith.status }));
        return;
      }
      const sid = `SM${requests.length}fake`;
      sids.push(sid);
      const callback = form.get('StatusCallback');
      if (callback) callbacks.set(sid, callback);
      const early = reportFirst;
      reportFirst = null;
      const answer = () => res.writeHead(201).end(JSON.stringify({ sid, status: 'queued' }));
      if (early && callback) void fake.report(sid, early).then(answer, answer);
      else answer();
    });
  });

  // The media host: another origin, serving the signed address only (credentials must not follow the redirect).
  const mediaHost = http.createServer((req, res) => {
    const file = media.get((req.url ?? '').split('?')[0].slice(1));
    if (!file || req.headers.authorization) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': file.contentType, 'content-length': file.bytes.length }).end(file.bytes);
  });
  let mediaBase = '';

  const fake = {
    requests,
    server,
    base: '',
    fail(next: typeof failWith) {
      failWith = next;
    },
    /** Posts the next send's report (`status`) before answering the send. */
    reportBeforeAnswering(status: string) {
      reportFirst = status;
    },
    async start(): Promise<string> {
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
      await new Promise<void>((resolve) => mediaHost.listen(0, '127.0.0.1', () => resolve()));
      fake.base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      mediaBase = `http://127.0.0.1:${(mediaHost.address() as AddressInfo).port}`;
      return fake.base;
    },
    close() {
      server.close();
      mediaHost.close();
    },
    /** The api the status callbacks are posted to (the public address stays the one they name and are signed for). */
    deliverTo(apiUrl: string) {
      deliverTo = apiUrl;
    },
    /** The SID of the last message it accepted. */
    lastSid(): string {
      const sid = sids.at(-1);
      if (!sid) throw new Error('No message was accepted yet');
      return sid;
    },
    /**
     * Posts a delivery report for `sid` to its StatusCallback as Twilio does: a form with
     * MessageSid/MessageStatus (and ErrorCode), signed with the auth token over the callback's
     * address. Answers the api's status code.
     */
    async report(sid: string, status: string, extra: Record<string, string> = {}): Promise<number> {
      const callback = callbacks.get(sid);
      if (!callback) throw new Error(`No StatusCallback was given for ${sid}`);
      return fake.post(callback, {
        MessageSid: sid,
        SmsSid: sid,
        MessageStatus: status,
        SmsStatus: status,
        AccountSid: options.accountSid,
        ApiVersion: '2010-04-01',
        ...extra,
      });
    },
    /** A signed form POST to `callback` (sent to the api under test); `signature` overrides the real one. */
    async post(callback: string, params: Record<string, string>, signature?: string): Promise<number> {
      if (!deliverTo) throw new Error('deliverTo(apiUrl) first');
      const target = new URL(callback);
      const response = await fetch(`${deliverTo}${target.pathname}${target.search}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': signature ?? twilio.getExpectedTwilioSignature(options.authToken, callback, params),
        },
        body: new URLSearchParams(params).toString(),
      });
      await response.arrayBuffer();
      return response.status;
    },
    /** Serves `bytes` as a message's media; answers its Twilio address (MediaUrlN). */
    addMedia(bytes: Buffer, contentType: string): string {
      const id = `ME${media.size + 1}${Date.now().toString(36)}`;
      media.set(id, { bytes, contentType });
      return `${fake.base}/2010-04-01/Accounts/${options.accountSid}/Messages/MM${id}/Media/${id}`;
    },
    /** A media address that answers 404 until `arrive` puts the file there (Twilio still processing it, say). */
    laterMedia(bytes: Buffer, contentType: string): { url: string; arrive: () => void } {
      const id = `MElater${Date.now().toString(36)}`;
      return {
        url: `${fake.base}/2010-04-01/Accounts/${options.accountSid}/Messages/MM${id}/Media/${id}`,
        arrive: () => void media.set(id, { bytes, contentType }),
      };
    },
    /** The StatusCallback the send of `sid` carried. */
    callbackOf(sid: string): string | undefined {
      return callbacks.get(sid);
    },
  };
  return fake;
}
