import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import pino from 'pino';
import { gql, registerUser, startTestApp, type TestApp } from '../../test/test-app';

describe('http baseline', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers /healthz and /readyz without a session', async () => {
    expect((await t.request().get('/healthz')).body).toEqual({ status: 'ok' });
    const ready = await t.request().get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body.status).toBe('ready');
  });

  it.each(['/api/user', '/api/auth/user', '/api/tickets', '/api/anything/else'])('GET %s without a session is 401', async (path) => {
    const res = await t.request().get(path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ message: 'Authentication required' });
  });

  it('answers unknown /api paths with 404 JSON once signed in', async () => {
    const agent = t.agent();
    await registerUser(agent);
    const res = await agent.get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ message: 'Not found' });
  });

  it('answers `me` without a session with null (200): a signed-out page load is not a failure', async () => {
    const res = await gql(t.request(), '{ me { id email } }');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { me: null } });
  });

  it.each([
    ['query', '{ me { id } systemStatus { databaseReachable } }'],
    ['query', '{ systemStatus { databaseReachable } }'],
    ['introspection', '{ __schema { types { name } } }'],
    ['mutation', 'mutation { logout }'],
  ])('refuses a GraphQL %s without a session with 401', async (_kind, query) => {
    const res = await gql(t.request(), query);
    expect(res.status).toBe(401);
    expect(res.body.errors[0]).toMatchObject({ message: 'Authentication required', extensions: { code: 'UNAUTHENTICATED' } });
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await t.request().post('/api/login').set('content-type', 'application/json').send('{"email": ');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Malformed JSON in request body' });
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await t
      .request()
      .post('/api/login')
      .set('content-type', 'application/json')
      .send(JSON.stringify({ email: 'a@acme.test', password: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect(res.body.message).toBe('Request body too large');
  });

  it('answers a non-object body with 400', async () => {
    const res = await t.request().post('/api/login').set('content-type', 'application/json').send('[1,2]');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Request body must be a JSON object');
  });

  it('refuses state-changing requests from a foreign origin (403) and allows same-origin ones', async () => {
    const foreign = await t
      .request()
      .post('/api/login')
      .set('Origin', 'https://evil.example')
      .send({ email: 'a@acme.test', password: 'x' });
    expect(foreign.status).toBe(403);
    expect(foreign.body.message).toBe('Cross-origin request refused');
    const host = new URL(t.url).host;
    const same = await t
      .request()
      .post('/api/login')
      .set('Origin', `http://${host}`)
      .send({ email: 'nobody@acme.test', password: 'whatever-pw' });
    expect(same.status).toBe(401);
  });

  it('sends security headers with a same-origin content security policy', async () => {
    const res = await t.request().get('/healthz');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
  });

  it('tags each response with a request id, keeping a sane one the client sent', async () => {
    const res = await t.request().get('/healthz').set('X-Request-Id', 'abc-123');
    expect(res.headers['x-request-id']).toBe('abc-123');
    const generated = await t.request().get('/healthz');
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('serves the built web app, and answers a missing asset with 404, not 500', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'pmp-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body>app</body></html>');
    writeFileSync(path.join(dist, 'assets', 'main-1.js'), 'console.log(1)');
    const web = await startTestApp({ WEB_DIST: dist });
    try {
      expect((await web.request().get('/assets/main-1.js')).status).toBe(200);
      const missing = await web.request().get('/assets/main-old.js');
      expect(missing.status).toBe(404);
      expect(missing.body).toEqual({ message: 'Not found' });
      const page = await web.request().get('/tickets');
      expect(page.status).toBe(200);
      expect(page.text).toContain('<meta name="pmp-config"');
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it("marks a signed-in user's page as signed in (no user data), and only theirs", async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'pmp-web-'));
    writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body>app</body></html>');
    const web = await startTestApp({ WEB_DIST: dist });
    const mark = '<meta name="pmp-session" content="signed-in">';
    try {
      const signedOut = await web.request().get('/');
      expect(signedOut.status).toBe(200);
      expect(signedOut.text).toContain('<meta name="pmp-config"');
      expect(signedOut.text).not.toContain('pmp-session');
      expect(signedOut.headers['set-cookie']).toBeUndefined(); // no session made for a visitor
      expect(signedOut.headers.vary).toMatch(/Cookie/);

      const agent = web.agent();
      const user = await registerUser(agent);
      for (const page of ['/', '/tickets']) {
        const signedIn = await agent.get(page);
        expect(signedIn.status).toBe(200);
        expect(signedIn.text).toContain(mark);
        expect(signedIn.text).not.toContain(user.email);
        expect(signedIn.headers['cache-control']).toBe('no-cache');
        expect(signedIn.headers.vary).toMatch(/Cookie/);
      }

      await agent.post('/api/logout').expect(204);
      expect((await agent.get('/')).text).not.toContain('pmp-session');
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('serves an asset brotli- or gzip-compressed as the browser accepts, with the same type and caching', async () => {
    const dist = mkdtempSync(path.join(os.tmpdir(), 'pmp-web-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), '<html><head></head><body>app</body></html>');
    // What the build writes: the asset, and its .br and .gz beside it.
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, label: `row ${i}` })))};\n`;
    writeFileSync(path.join(dist, 'assets', 'main-2.js'), script);
    writeFileSync(path.join(dist, 'assets', 'main-2.js.br'), brotliCompressSync(script));
    writeFileSync(path.join(dist, 'assets', 'main-2.js.gz'), gzipSync(script));
    writeFileSync(path.join(dist, 'assets', 'tiny-2.js'), 'export {};\n'); // too small: never compressed
    const web = await startTestApp({ WEB_DIST: dist });
    try {
      const get = (pathname: string, acceptEncoding?: string) => rawGet(`${web.url}${pathname}`, acceptEncoding);
      const identity = await get('/assets/main-2.js');
      expect(identity.status).toBe(200);
      expect(identity.headers['content-encoding']).toBeUndefined();
      expect(identity.body.toString()).toBe(script);
      expect(identity.headers['content-type']).toMatch(/^(text|application)\/javascript; charset=utf-8$/);
      expect(identity.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(identity.headers.vary).toMatch(/Accept-Encoding/i);

      const brotli = await get('/assets/main-2.js', 'gzip, deflate, br, zstd'); // Chromium's header
      expect(brotli.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(brotli.body).toString()).toBe(script);
      expect(brotli.body.length).toBeLessThan(script.length / 4);
      expect(Number(brotli.headers['content-length'])).toBe(brotli.body.length);

      const gzip = await get('/assets/main-2.js', 'gzip, deflate');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gzip.body).toString()).toBe(script);

      // A refused encoding is never sent; anything else refused leaves the original.
      expect((await get('/assets/main-2.js', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
      const refused = await get('/assets/main-2.js', 'deflate');
      expect(refused.headers['content-encoding']).toBeUndefined();
      expect(refused.body.toString()).toBe(script);

      for (const res of [brotli, gzip]) {
        expect(res.headers['content-type']?.toLowerCase()).toBe(identity.headers['content-type']?.toLowerCase());
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.headers.vary).toMatch(/Accept-Encoding/i);
      }

      const tiny = await get('/assets/tiny-2.js', 'br');
      expect(tiny.status).toBe(200);
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.body.toString()).toBe('export {};\n');
      // A compressed variant is not an address of its own to ask for a missing asset by.
      expect((await get('/assets/main-old.js', 'br')).status).toBe(404);

      for (const page of ['/', '/tickets']) {
        const res = await get(page, 'gzip, deflate, br');
        expect(res.status).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.body.toString()).toContain('<meta name="pmp-config"');
      }
    } finally {
      await web.close();
      rmSync(dist, { recursive: true, force: true });
    }
  });

  it('logs one line per request with its id, method, URL, status and the signed-in user', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const log = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    const logged = await startTestApp({}, {}, { log });
    try {
      const agent = logged.agent();
      const user = await registerUser(agent);
      await agent.get('/api/no-such-thing').set('X-Request-Id', 'req-1'); // a 404: logged at warn
      const line = lines.find((l) => (l.req as { id?: string } | undefined)?.id === 'req-1');
      expect(line).toMatchObject({ req: { method: 'GET', url: '/api/no-such-thing' }, res: { statusCode: 404 }, userId: user.id });
    } finally {
      await logged.close();
    }
  });

  it('never leaks a stack trace for a GraphQL syntax error', async () => {
    const agent = t.agent();
    await registerUser(agent);
    const res = await gql(agent, '{ me { id ');
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).not.toMatch(/stacktrace|at Object|\.ts:/);
  });
});

/** A GET whose body comes back exactly as sent (supertest would decompress it). */
function rawGet(url: string, acceptEncoding?: string): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
