// A Dovecot IMAP server the bench owns (Debian's dovecot-imapd): a throwaway configuration and
// maildirs in a temporary directory, plain IMAP on 127.0.0.1 at a free port, passwords from a
// passwd-file. Mail is delivered as an MTA delivers to a maildir: written into tmp/, renamed into
// new/. As root its processes run as Debian's `dovecot` and `dovenull` users.
import { spawn } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { findFreePort } from './server.mjs';

const BINARY = '/usr/sbin/dovecot';

function dovecotAccount() {
  const me = os.userInfo();
  if (me.uid !== 0) return { internal: me.username, login: me.username, uid: me.uid, gid: me.gid };
  const entry = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('dovecot:'));
  if (!entry) throw new Error('no dovecot user: install dovecot-imapd');
  const [, , uid, gid] = entry.split(':');
  return { internal: 'dovecot', login: 'dovenull', uid: Number(uid), gid: Number(gid) };
}

/** @param {{ users: Record<string, string> }} options user → password */
/** Dovecot's capabilities after login without IDLE: a server a reader must poll. */
const WITHOUT_IDLE =
  'IMAP4rev1 SASL-IR LOGIN-REFERRALS ID ENABLE SORT THREAD=REFERENCES MULTIAPPEND UNSELECT CHILDREN NAMESPACE UIDPLUS LIST-EXTENDED I18NLEVEL=1 CONDSTORE QRESYNC ESEARCH ESORT SEARCHRES WITHIN CONTEXT=SEARCH LIST-STATUS BINARY MOVE SPECIAL-USE LITERAL+';

export async function startDovecot({ users, idle = true }) {
  if (!existsSync(BINARY)) throw new Error(`${BINARY} is missing: install the Debian package dovecot-imapd`);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pmp-bench-dovecot-'));
  const port = await findFreePort(4400 + 50, 4499);
  const account = dovecotAccount();
  const own = (p) => os.userInfo().uid === 0 && chownSync(p, account.uid, account.gid);
  const inbox = (user) => path.join(dir, 'home', user, 'Maildir');
  for (const user of Object.keys(users)) {
    for (const sub of ['tmp', 'new', 'cur']) mkdirSync(path.join(inbox(user), sub), { recursive: true });
    for (const p of [
      path.join(dir, 'home'),
      path.join(dir, 'home', user),
      inbox(user),
      ...['tmp', 'new', 'cur'].map((s) => path.join(inbox(user), s)),
    ])
      own(p);
  }
  writeFileSync(
    path.join(dir, 'users'),
    Object.entries(users)
      .map(([u, p]) => `${u}:{PLAIN}${p}::::::\n`)
      .join(''),
  );
  // Dovecot's auth process (its internal user) reads the passwd-file.
  own(dir);
  own(path.join(dir, 'users'));
  const settings = {
    protocols: 'imap',
    listen: '127.0.0.1',
    base_dir: path.join(dir, 'run'),
    state_dir: path.join(dir, 'state'),
    log_path: path.join(dir, 'dovecot.log'),
    ssl: 'no',
    disable_plaintext_auth: 'no',
    default_internal_user: account.internal,
    default_internal_group: account.internal,
    default_login_user: account.login,
    first_valid_uid: 1,
    first_valid_gid: 1,
    mail_uid: account.uid,
    mail_gid: account.gid,
    mail_location: 'maildir:~/Maildir',
  };
  writeFileSync(
    path.join(dir, 'dovecot.conf'),
    Object.entries(settings)
      .map(([k, v]) => `${k} = ${v}\n`)
      .join('') +
      `passdb {\n  driver = passwd-file\n  args = scheme=PLAIN ${path.join(dir, 'users')}\n}\n` +
      `userdb {\n  driver = static\n  args = home=${path.join(dir, 'home')}/%u\n}\n` +
      `service imap-login {\n  inet_listener imap {\n    port = ${port}\n  }\n  inet_listener imaps {\n    port = 0\n  }\n}\n` +
      `protocol imap {\n  mail_max_userip_connections = 50\n${idle ? '' : `  imap_capability = ${WITHOUT_IDLE}\n`}}\n`,
  );
  const child = spawn(BINARY, ['-F', '-c', path.join(dir, 'dovecot.conf')], { stdio: 'ignore' });
  let exited = false;
  child.once('exit', () => (exited = true));
  for (let i = 0; ; i++) {
    if (exited)
      throw new Error(`Dovecot exited; its log:\n${existsSync(settings.log_path) ? readFileSync(settings.log_path, 'utf8') : ''}`);
    const ok = await new Promise((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('data', (data) => resolve(data.toString().startsWith('* OK')) || socket.destroy());
      socket.once('error', () => resolve(false));
    });
    if (ok) break;
    if (i > 150) throw new Error('Dovecot did not listen within 15 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  let counter = 0;
  return {
    port,
    url: (user, folder = 'INBOX') => `imap://${user}:${encodeURIComponent(users[user])}@127.0.0.1:${port}/${folder}`,
    /** Delivers a raw message into the user's INBOX (tmp/, then renamed into new/). */
    deliver(user, raw) {
      const name = `${Date.now()}.B${process.pid}_${counter++}.bench`;
      const temporary = path.join(inbox(user), 'tmp', name);
      writeFileSync(temporary, raw);
      own(temporary);
      renameSync(temporary, path.join(inbox(user), 'new', name));
    },
    async close() {
      if (!exited) {
        const gone = new Promise((r) => child.once('exit', r));
        child.kill('SIGTERM');
        await gone;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
