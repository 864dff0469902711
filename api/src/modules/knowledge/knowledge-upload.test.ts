import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SAMPLE_IMAGES } from '../../../test/factories/knowledge-workflow';
import { startSignedInApp, type Agent, type TestApp } from '../../../test/test-app';

const UPLOAD = '/api/upload/knowledge-base-image';
const CONTENT_TYPES = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp' } as const;

/** The article image upload: accepted by what its bytes are, stored under DATA_DIR, served back safely. */
describe('knowledge base image upload', () => {
  let t: TestApp;
  let agent: Agent;
  let dataDir: string;
  const storedDir = () => path.join(dataDir, 'uploads', 'knowledge-base');
  const stored = () => (existsSync(storedDir()) ? readdirSync(storedDir()) : []);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pmp-kb-upload-'));
    ({ t, agent } = await startSignedInApp({ DATA_DIR: dataDir }));
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(Object.keys(SAMPLE_IMAGES) as (keyof typeof SAMPLE_IMAGES)[])(
    'accepts a %s, stores it under a random name and serves it with its type and nosniff',
    async (kind) => {
      // A misleading name and declared type: only the bytes count.
      const res = await agent.post(UPLOAD).attach('image', SAMPLE_IMAGES[kind], { filename: 'photo.txt', contentType: 'text/plain' });
      expect(res.status).toBe(201);
      const imageUrl = res.body.imageUrl as string;
      expect(imageUrl).toMatch(new RegExp(`^/api/uploads/knowledge-base/[0-9a-f]{32}\\.${kind}$`));
      const name = imageUrl.split('/').pop()!;
      expect(readFileSync(path.join(storedDir(), name)).equals(SAMPLE_IMAGES[kind])).toBe(true);

      const served = await agent.get(imageUrl).buffer(true);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe(CONTENT_TYPES[kind]);
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(Buffer.from(served.body as Buffer).equals(SAMPLE_IMAGES[kind])).toBe(true);
    },
  );

  it.each([
    [
      'an HTML page renamed .png',
      Buffer.from('<!DOCTYPE html><html><body><script>alert(document.cookie)</script></body></html>'),
      'evil.png',
      'image/png',
    ],
    [
      'an SVG (it can carry script)',
      Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
      'logo.svg',
      'image/svg+xml',
    ],
    ['an empty file', Buffer.alloc(0), 'empty.png', 'image/png'],
    ['a PDF', Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 'doc.png', 'image/png'],
  ])("refuses %s with 400 'Please select an image file' and stores nothing", async (_label, bytes, filename, contentType) => {
    const before = stored().length;
    const res = await agent.post(UPLOAD).attach('image', bytes, { filename, contentType });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please select an image file', field: 'image' });
    expect(stored()).toHaveLength(before);
  });

  it("refuses an image over 5 MB with 413 'File size must be less than 5MB'", async () => {
    const before = stored().length;
    const big = Buffer.concat([SAMPLE_IMAGES.png, Buffer.alloc(6 * 1024 * 1024)]);
    const res = await agent.post(UPLOAD).attach('image', big, { filename: 'big.png', contentType: 'image/png' });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'File size must be less than 5MB', field: 'image' });
    expect(stored()).toHaveLength(before);
  });

  it('accepts an image of exactly 5 MB', async () => {
    const exact = Buffer.concat([SAMPLE_IMAGES.png, Buffer.alloc(5 * 1024 * 1024 - SAMPLE_IMAGES.png.length)]);
    const res = await agent.post(UPLOAD).attach('image', exact, { filename: 'exact.png', contentType: 'image/png' });
    expect(res.status).toBe(201);
  });

  it('refuses a request without the image field: another field, no file, or no multipart body at all', async () => {
    const otherField = await agent.post(UPLOAD).attach('file', SAMPLE_IMAGES.png, 'photo.png');
    expect(otherField.status).toBe(400);
    expect(otherField.body.message).toBe('Please select an image file');
    const noFile = await agent.post(UPLOAD).field('title', 'no file here');
    expect(noFile.status).toBe(400);
    expect(noFile.body.message).toBe('Please select an image file');
    const json = await agent.post(UPLOAD).send({ image: 'iVBORw0KGgo=' });
    expect(json.status).toBe(400);
    expect(json.body.message).toBe('Please select an image file');
    const twoFiles = await agent.post(UPLOAD).attach('image', SAMPLE_IMAGES.png, 'a.png').attach('image', SAMPLE_IMAGES.gif, 'b.gif');
    expect(twoFiles.status).toBe(400);
  });

  it('serves images to signed-in users only, and nothing but stored image names', async () => {
    const res = await agent.post(UPLOAD).attach('image', SAMPLE_IMAGES.gif, 'dot.gif');
    const imageUrl = res.body.imageUrl as string;
    expect((await t.request().get(imageUrl)).status).toBe(401);
    expect((await t.request().post(UPLOAD).attach('image', SAMPLE_IMAGES.png, 'a.png')).status).toBe(401);

    for (const bad of [
      `/api/uploads/knowledge-base/${'0'.repeat(32)}.png`,
      '/api/uploads/knowledge-base/..%2F..%2Fsecrets.json',
      '/api/uploads/knowledge-base/notes.html',
      `/api/uploads/knowledge-base/${'a'.repeat(32)}.svg`,
    ]) {
      const missing = await agent.get(bad);
      expect(missing.status).toBe(404);
      expect(missing.headers['content-type']).toMatch(/^application\/json/);
    }
  });
});
