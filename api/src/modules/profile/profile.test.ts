import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SAMPLE_IMAGES } from '../../../test/factories/knowledge-workflow';
import { eventually, gql, PASSWORD, registerUser, startTestApp, uniqueEmail, type Agent, type TestApp } from '../../../test/test-app';

const UPDATE = `mutation Update($input: UpdateProfileInput!) { updateProfile(input: $input) { firstName lastName name timeZone profileImageUrl } }`;
const CHANGE_PASSWORD = `mutation Change($input: ChangePasswordInput!) { changePassword(input: $input) }`;
const NEW_PASSWORD = 'a-brand-new-passphrase';

function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith('pmp.sid='))?.split(';')[0];
}

describe('profile: name, time zone, avatar', () => {
  let t: TestApp;
  let agent: Agent;
  let dataDir: string;
  const avatarDir = () => path.join(dataDir, 'uploads', 'avatars');
  const stored = () => (existsSync(avatarDir()) ? readdirSync(avatarDir()) : []);

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'pmp-avatars-'));
    t = await startTestApp({ DATA_DIR: dataDir });
    agent = t.agent();
    await registerUser(agent, { firstName: 'Test', lastName: 'User' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('changes the name and time zone over REST; the current user answers them', async () => {
    const res = await agent.patch('/api/profile').send({ firstName: ' Ada ', lastName: 'Lovelace', timeZone: 'europe/london' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', timeZone: 'Europe/London', profileImageUrl: null });
    expect(
      await eventually(async () => {
        const me = await agent.get('/api/user');
        return me.body.firstName === 'Ada' && me.body.timeZone === 'Europe/London';
      }),
    ).toBe(true);
    const me = await gql(agent, '{ me { name timeZone profileImageUrl } }');
    expect(me.body.data.me).toEqual({ name: 'Ada Lovelace', timeZone: 'Europe/London', profileImageUrl: null });

    // Fields left out stay; null clears the time zone (back to the browser's).
    const cleared = await agent.patch('/api/profile').send({ timeZone: null });
    expect(cleared.body).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace', timeZone: null });
  });

  it('changes them over GraphQL alike', async () => {
    const res = await gql(agent, UPDATE, { input: { firstName: 'Grace', lastName: 'Hopper', timeZone: 'America/New_York' } });
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data.updateProfile).toEqual({
      firstName: 'Grace',
      lastName: 'Hopper',
      name: 'Grace Hopper',
      timeZone: 'America/New_York',
      profileImageUrl: null,
    });
    const blank = await gql(agent, UPDATE, { input: { timeZone: '' } });
    expect(blank.body.data.updateProfile.timeZone).toBeNull();
  });

  it('refuses a time zone that is not one with a 400 naming the field, over REST and GraphQL', async () => {
    for (const timeZone of ['Mars/Olympus_Mons', 'GMT+5 hours', 42]) {
      const res = await agent.patch('/api/profile').send({ timeZone });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ message: 'Choose a time zone from the list', field: 'timeZone' });
    }
    const viaGraphQL = await gql(agent, UPDATE, { input: { timeZone: 'Mars/Olympus_Mons' } });
    expect(viaGraphQL.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'timeZone' });
    expect(viaGraphQL.body.errors[0].message).toBe('Choose a time zone from the list');
  });

  it('refuses a blank, null or too long name with a 400 naming the field', async () => {
    expect((await agent.patch('/api/profile').send({ firstName: '   ' })).body).toEqual({
      message: 'First name is required',
      field: 'firstName',
    });
    expect((await agent.patch('/api/profile').send({ lastName: null })).body).toEqual({
      message: 'Last name is required',
      field: 'lastName',
    });
    const long = await agent.patch('/api/profile').send({ firstName: 'x'.repeat(101) });
    expect(long.status).toBe(400);
    expect(long.body.field).toBe('firstName');
  });

  it('stores an uploaded avatar by its bytes, serves it to signed-in users, replaces and removes it', async () => {
    // A misleading name and declared type: only the bytes count.
    const first = await agent
      .post('/api/profile/avatar')
      .attach('avatar', SAMPLE_IMAGES.png, { filename: 'me.txt', contentType: 'text/plain' });
    expect(first.status).toBe(200);
    const firstUrl = first.body.profileImageUrl as string;
    expect(firstUrl).toMatch(/^\/api\/uploads\/avatars\/[0-9a-f]{32}\.png$/);
    expect(readFileSync(path.join(avatarDir(), firstUrl.split('/').pop()!)).equals(SAMPLE_IMAGES.png)).toBe(true);
    expect(await eventually(async () => (await agent.get('/api/user')).body.profileImageUrl === firstUrl)).toBe(true);

    const served = await agent.get(firstUrl).buffer(true);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect((await t.request().get(firstUrl)).status).toBe(401);

    // A colleague (any role) sees it too.
    const colleague = t.agent();
    await registerUser(colleague, { email: uniqueEmail('colleague') });
    expect((await colleague.get(firstUrl)).status).toBe(200);

    const second = await agent.post('/api/profile/avatar').attach('avatar', SAMPLE_IMAGES.webp, 'me.webp');
    expect(second.status).toBe(200);
    const secondUrl = second.body.profileImageUrl as string;
    expect(secondUrl).toMatch(/\.webp$/);
    expect(stored()).toEqual([secondUrl.split('/').pop()]);
    expect((await agent.get(firstUrl)).status).toBe(404);

    const removed = await agent.delete('/api/profile/avatar');
    expect(removed.status).toBe(200);
    expect(removed.body.profileImageUrl).toBeNull();
    expect(stored()).toEqual([]);
    expect((await agent.get(secondUrl)).status).toBe(404);

    await agent.post('/api/profile/avatar').attach('avatar', SAMPLE_IMAGES.gif, 'me.gif');
    const viaGraphQL = await gql(agent, 'mutation { removeAvatar { profileImageUrl } }');
    expect(viaGraphQL.body.data.removeAvatar).toEqual({ profileImageUrl: null });
    expect(stored()).toEqual([]);
  });

  it.each([
    ['an HTML page renamed .png', Buffer.from('<!DOCTYPE html><html><script>alert(1)</script></html>'), 'me.png'],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'), 'me.svg'],
    ['an empty file', Buffer.alloc(0), 'me.png'],
  ])("refuses %s with 400 'Please select an image file' naming the field, and keeps the avatar", async (_label, bytes, filename) => {
    const kept = (await agent.post('/api/profile/avatar').attach('avatar', SAMPLE_IMAGES.jpg, 'me.jpg')).body.profileImageUrl as string;
    const res = await agent.post('/api/profile/avatar').attach('avatar', bytes, { filename, contentType: 'image/png' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Please select an image file', field: 'avatar' });
    expect(stored()).toEqual([kept.split('/').pop()]);
    await agent.delete('/api/profile/avatar');
  });

  it("refuses an avatar over 2 MB with 413 'File size must be less than 2MB', and a request without the file with 400", async () => {
    const big = Buffer.concat([SAMPLE_IMAGES.png, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await agent.post('/api/profile/avatar').attach('avatar', big, 'big.png');
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ message: 'File size must be less than 2MB', field: 'avatar' });
    const otherField = await agent.post('/api/profile/avatar').attach('image', SAMPLE_IMAGES.png, 'me.png');
    expect(otherField.status).toBe(400);
    expect(otherField.body.field).toBe('avatar');
    const json = await agent.post('/api/profile/avatar').send({ avatar: 'iVBORw0KGgo=' });
    expect(json.status).toBe(400);
    expect(stored()).toEqual([]);
  });

  it('needs a signed-in user, and serves nothing but stored avatar names', async () => {
    expect((await t.request().patch('/api/profile').send({ firstName: 'X' })).status).toBe(401);
    expect((await t.request().post('/api/profile/avatar').attach('avatar', SAMPLE_IMAGES.png, 'a.png')).status).toBe(401);
    expect((await t.request().delete('/api/profile/avatar')).status).toBe(401);
    for (const bad of [
      `/api/uploads/avatars/${'0'.repeat(32)}.png`,
      '/api/uploads/avatars/..%2F..%2Fsecrets.json',
      '/api/uploads/avatars/a.svg',
    ]) {
      expect((await agent.get(bad)).status).toBe(404);
    }
  });
});

describe('password change', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => t?.close());

  it("ends the person's other sessions, renews this one's id, and takes the new password from then on", async () => {
    const here = t.agent();
    const { email } = await registerUser(here);
    const phone = t.agent();
    const laptop = t.agent();
    for (const other of [phone, laptop]) expect((await other.post('/api/login').send({ email, password: PASSWORD })).status).toBe(200);
    const bystander = t.agent();
    await registerUser(bystander);
    const before = sessionCookie(await here.post('/api/login').send({ email, password: PASSWORD }))!;

    const res = await here.post('/api/auth/password').send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
    expect(res.status).toBe(204);
    const after = sessionCookie(res);
    expect(after).toBeDefined();
    expect(after).not.toBe(before);

    expect((await here.get('/api/user')).status).toBe(200);
    expect((await t.request().get('/api/user').set('Cookie', before)).status).toBe(401);
    for (const other of [phone, laptop]) {
      expect(await eventually(async () => (await other.get('/api/user')).status === 401)).toBe(true);
    }
    expect((await bystander.get('/api/user')).status).toBe(200);

    expect((await t.request().post('/api/login').send({ email, password: PASSWORD })).status).toBe(401);
    expect((await t.request().post('/api/login').send({ email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('changes over GraphQL alike', async () => {
    const agent = t.agent();
    const { email } = await registerUser(agent);
    const res = await gql(agent, CHANGE_PASSWORD, { input: { currentPassword: PASSWORD, newPassword: NEW_PASSWORD } });
    expect(res.body).toEqual({ data: { changePassword: true } });
    expect(sessionCookie(res)).toBeDefined();
    expect((await agent.get('/api/user')).status).toBe(200);
    expect((await t.request().post('/api/login').send({ email, password: NEW_PASSWORD })).status).toBe(200);
  });

  it('refuses a wrong current password with 400 on currentPassword, and keeps the password and the sessions', async () => {
    const agent = t.agent();
    const { email } = await registerUser(agent);
    const other = t.agent();
    await other.post('/api/login').send({ email, password: PASSWORD });

    const res = await agent.post('/api/auth/password').send({ currentPassword: 'not-my-password', newPassword: NEW_PASSWORD });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ message: 'Current password is incorrect', field: 'currentPassword' });
    const viaGraphQL = await gql(agent, CHANGE_PASSWORD, { input: { currentPassword: 'not-my-password', newPassword: NEW_PASSWORD } });
    expect(viaGraphQL.body.errors[0].extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'currentPassword' });

    expect((await other.get('/api/user')).status).toBe(200);
    expect((await t.request().post('/api/login').send({ email, password: PASSWORD })).status).toBe(200);
  });

  it('holds the new password to the sign-up rules and to differ from the current one', async () => {
    const agent = t.agent();
    await registerUser(agent);
    const short = await agent.post('/api/auth/password').send({ currentPassword: PASSWORD, newPassword: 'short' });
    expect(short.body).toEqual({ message: 'Password must be at least 8 characters', field: 'newPassword' });
    const missing = await agent.post('/api/auth/password').send({ newPassword: NEW_PASSWORD });
    expect(missing.body).toEqual({ message: 'Current password is required', field: 'currentPassword' });
    const same = await agent.post('/api/auth/password').send({ currentPassword: PASSWORD, newPassword: PASSWORD });
    expect(same.status).toBe(400);
    expect(same.body).toEqual({ message: 'The new password must be different from the current one', field: 'newPassword' });
    expect((await t.request().post('/api/auth/password').send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD })).status).toBe(401);
  });

  it("counts wrong current passwords against the client's sign-in allowance", async () => {
    const limited = await startTestApp({ AUTH_RATE_LIMIT_PER_CLIENT: '2' });
    try {
      const agent = limited.agent();
      const { email } = await registerUser(agent);
      for (let i = 0; i < 2; i++) {
        const wrong = await agent.post('/api/auth/password').send({ currentPassword: `wrong-guess-${i}`, newPassword: NEW_PASSWORD });
        expect(wrong.status).toBe(400);
      }
      const blocked = await agent.post('/api/auth/password').send({ currentPassword: PASSWORD, newPassword: NEW_PASSWORD });
      expect(blocked.status).toBe(429);
      expect((await limited.request().post('/api/login').send({ email, password: PASSWORD })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
