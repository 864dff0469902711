import { EventEmitter } from 'node:events';
import pino from 'pino';
import type { WebSocket } from 'ws';
import type { SessionChange } from '../modules/auth/session-cache';
import { SESSION_ENDED, SocketSessions, type SessionWatch } from './socket-sessions';

/** A socket that records how it was closed. */
class FakeSocket extends EventEmitter {
  closed: { code: number; reason: string } | null = null;
  close(code: number, reason: string) {
    this.closed = { code, reason };
    this.emit('close');
  }
}

function fakeWatch(live: Set<string>) {
  let listener: (change: SessionChange) => void = () => undefined;
  const asked: string[][] = [];
  let failing = false;
  const watch: SessionWatch = {
    onChange(l) {
      listener = l;
      return () => (listener = () => undefined);
    },
    async stillSignedIn(sessions) {
      asked.push(sessions.map((s) => s.sid));
      if (failing) throw new Error('database unreachable');
      return new Set(sessions.map((s) => s.sid).filter((sid) => live.has(sid)));
    },
  };
  return { watch, asked, notify: (change: SessionChange) => listener(change), fail: (on: boolean) => (failing = on) };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 10));

describe('SocketSessions', () => {
  const live = new Set(['a', 'b', 'c']);
  let fake: ReturnType<typeof fakeWatch>;
  let sessions: SocketSessions;
  let sockets: Record<string, FakeSocket>;

  /** Watches the three sockets, checking them all every `recheckMs`. */
  function watchSockets(recheckMs: number) {
    sessions?.stop();
    sessions = new SocketSessions(fake.watch, pino({ level: 'silent' }), recheckMs);
    sessions.start();
    sockets = { a: new FakeSocket(), b: new FakeSocket(), c: new FakeSocket() };
    sessions.add(sockets.a as unknown as WebSocket, { sid: 'a', userId: 'u1' });
    sessions.add(sockets.b as unknown as WebSocket, { sid: 'b', userId: 'u1' });
    sessions.add(sockets.c as unknown as WebSocket, { sid: 'c', userId: 'u2' });
  }

  beforeEach(() => {
    live.clear();
    for (const sid of ['a', 'b', 'c']) live.add(sid);
    fake = fakeWatch(live);
    // The periodic check stays out of the way of the tests of notices, however slow the machine.
    watchSockets(60_000);
  });
  afterEach(() => sessions.stop());

  it("a session's notice checks that session's socket only, and closes it when it ended", async () => {
    live.delete('a');
    fake.notify({ sid: 'a' });
    await settle();
    expect(fake.asked).toEqual([['a']]);
    expect(sockets.a!.closed).toEqual(SESSION_ENDED);
    expect(sockets.b!.closed).toBeNull();
  });

  it("a user's notice checks all that user's sockets", async () => {
    live.delete('a');
    live.delete('b');
    fake.notify({ userId: 'u1' });
    await settle();
    expect(fake.asked).toEqual([['a', 'b']]);
    expect([sockets.a!.closed, sockets.b!.closed, sockets.c!.closed]).toEqual([SESSION_ENDED, SESSION_ENDED, null]);
  });

  it('an unrelated notice asks nothing', async () => {
    fake.notify({ sid: 'zzz' });
    await settle();
    expect(fake.asked).toEqual([]);
  });

  it('the periodic check finds a session that expired without a notice', async () => {
    watchSockets(50);
    live.delete('c');
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(sockets.c!.closed).toEqual(SESSION_ENDED);
    expect(sockets.a!.closed).toBeNull();
  });

  it('keeps the sockets open while the sessions cannot be read', async () => {
    live.clear();
    fake.fail(true);
    fake.notify({ all: true });
    await settle();
    expect(Object.values(sockets).map((s) => s.closed)).toEqual([null, null, null]);
  });

  it('forgets a socket once closed', async () => {
    sockets.a!.emit('close');
    fake.notify({ sid: 'a' });
    await settle();
    expect(fake.asked).toEqual([]);
  });
});
