import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import {
  chownSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** A tenant's plain-text message as an MTA delivers it, with Message-ID `<id@example.net>`. */
export function tenantMail(id: string, subject = `Message ${id}`): string {
  return [
    'From: Tenant <tenant@example.net>',
    'To: desk@acme.test',
    `Subject: ${subject}`,
    `Message-ID: <${id}@example.net>`,
    'Date: Sat, 28 Nov 2026 10:00:00 +0000',
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    '',
    `Body of ${id}`,
    '',
  ].join('\r\n');
}

/** The id part of a raw mail's Message-ID (`(none)` without one): which of the test's mails it is. */
export function mailId(source: Buffer): string {
  return /^Message-ID: <([^@>]+)@/im.exec(source.toString('utf8'))?.[1] ?? '(none)';
}

/** A self-signed certificate for 127.0.0.1 and its key (PEM), made by openssl. */
export function selfSignedCertificate(): { cert: string; key: string } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pmp-cert-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { cert: readFileSync(path.join(dir, 'cert.pem'), 'utf8'), key: readFileSync(path.join(dir, 'key.pem'), 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Debian's dovecot-imapd; `.ci/run` installs it. */
export const DOVECOT_BINARY = process.env.DOVECOT_BINARY ?? '/usr/sbin/dovecot';

/**
 * A Dovecot IMAP server of the test's own: a throwaway configuration and maildir under a temporary
 * directory, plain IMAP on 127.0.0.1 at a free port, users from a passwd-file. Mail is delivered the
 * way an MTA delivers to a maildir: written into tmp/, then renamed into new/.
 */
export interface Dovecot {
  host: string;
  port: number;
  /** IMAP over TLS (with the `tls` option), else 0. */
  tlsPort: number;
  /** The server's directory (configuration, log, maildirs). */
  dir: string;
  /** `imap://user:password@127.0.0.1:port/INBOX` */
  url(user: string, password?: string, folder?: string): string;
  /** Delivers a raw message into the user's folder (INBOX by default); `internalDate` sets the file's time, which Dovecot reads as the INTERNALDATE. */
  deliver(user: string, raw: string | Buffer, options?: { internalDate?: Date; folder?: string }): void;
  /** The user's messages in a folder: file names of new/ and cur/ with their maildir flags (`S` = seen). */
  messages(user: string, folder?: string): { file: string; seen: boolean }[];
  /** Replaces a user's password (Dovecot reads the passwd-file again when it changes). */
  setPassword(user: string, password: string): void;
  /** The server's log so far (logins name their method and TLS). */
  log(): string;
  /** Stops the server, keeping its port, configuration and mail. */
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
  /** Stops it and removes its directory. */
  close(): Promise<void>;
}

export interface DovecotOptions {
  /** user → password */
  users: Record<string, string>;
  /** Adds an oauth2 passdb (XOAUTH2, OAUTHBEARER) that checks bearer tokens at this RFC 7662 introspection URL. */
  oauth2IntrospectionUrl?: string;
  /** A certificate and key (PEM): STARTTLS on the IMAP port, and IMAP over TLS on `tlsPort`. */
  tls?: { cert: string; key: string };
  /** The OAuth2 mechanisms offered (both by default, as Gmail; Outlook offers XOAUTH2 only). */
  oauth2Mechanisms?: ('xoauth2' | 'oauthbearer')[];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resolves once the server greets on the port; fails after `timeoutMs`. */
async function waitForGreeting(port: number, exited: () => string | null, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const problem = exited();
    if (problem) throw new Error(problem);
    const greeted = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setTimeout(1000);
      socket.once('data', (data) => {
        socket.destroy();
        resolve(data.toString().startsWith('* OK'));
      });
      socket.once('error', () => resolve(false));
      socket.once('timeout', () => {
        socket.destroy();
        resolve(false);
      });
    });
    if (greeted) return;
    if (Date.now() > deadline) throw new Error(`Dovecot did not answer on port ${port} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The accounts Dovecot's processes run as: its own when the tests run as root (as in CI), else the current user. */
function accounts(): { internal: string; login: string; mailUid: number; mailGid: number } {
  const info = os.userInfo();
  if (info.uid !== 0) return { internal: info.username, login: info.username, mailUid: info.uid, mailGid: info.gid };
  // Debian's package creates these accounts; mail is kept as `dovecot`, never as root.
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((l) => l.startsWith('dovecot:'));
  if (!line) throw new Error('The dovecot system user is missing: install the dovecot-imapd package');
  const [, , uid, gid] = line.split(':');
  return { internal: 'dovecot', login: 'dovenull', mailUid: Number(uid), mailGid: Number(gid) };
}

export async function startDovecot(options: DovecotOptions): Promise<Dovecot> {
  if (!existsSync(DOVECOT_BINARY)) {
    throw new Error(
      `Dovecot is not installed (${DOVECOT_BINARY} is missing): the IMAP tests need it. Install the Debian package dovecot-imapd (apt-get install -y dovecot-imapd).`,
    );
  }
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pmp-dovecot-'));
  const port = await freePort();
  const { internal, login, mailUid, mailGid } = accounts();
  const usersFile = path.join(dir, 'users');
  const users = { ...options.users };
  const writeUsers = () =>
    writeFileSync(
      usersFile,
      Object.entries(users)
        .map(([user, password]) => `${user}:{PLAIN}${password}::::::\n`)
        .join(''),
      { mode: 0o644 },
    );
  writeUsers();
  const home = (user: string) => path.join(dir, 'home', user);
  const maildir = (user: string, folder = 'INBOX') => path.join(home(user), 'Maildir', folder === 'INBOX' ? '' : `.${folder}`);
  const ensureMaildir = (user: string, folder = 'INBOX') => {
    for (const sub of ['tmp', 'new', 'cur']) mkdirSync(path.join(maildir(user, folder), sub), { recursive: true });
    chownTree(path.join(dir, 'home'), mailUid, mailGid);
  };
  for (const user of Object.keys(users)) ensureMaildir(user);

  const tlsPort = options.tls ? await freePort() : 0;
  if (options.tls) {
    writeFileSync(path.join(dir, 'cert.pem'), options.tls.cert);
    writeFileSync(path.join(dir, 'key.pem'), options.tls.key);
  }
  const mechanisms = (options.oauth2Mechanisms ?? ['xoauth2', 'oauthbearer']).join(' ');
  const oauth2 = options.oauth2IntrospectionUrl
    ? `passdb {
  driver = oauth2
  mechanisms = ${mechanisms}
  args = ${path.join(dir, 'oauth2.conf.ext')}
}
`
    : '';
  if (options.oauth2IntrospectionUrl) {
    writeFileSync(
      path.join(dir, 'oauth2.conf.ext'),
      `introspection_mode = post
introspection_url = ${options.oauth2IntrospectionUrl}
username_attribute = username
active_attribute = active
active_value = true
force_introspection = yes
`,
    );
  }
  writeFileSync(
    path.join(dir, 'dovecot.conf'),
    `protocols = imap
listen = 127.0.0.1
base_dir = ${path.join(dir, 'run')}
state_dir = ${path.join(dir, 'state')}
log_path = ${path.join(dir, 'dovecot.log')}
${options.tls ? `ssl = yes\nssl_cert = <${path.join(dir, 'cert.pem')}\nssl_key = <${path.join(dir, 'key.pem')}` : 'ssl = no'}
disable_plaintext_auth = no
auth_failure_delay = 0
auth_mechanisms = plain login${options.oauth2IntrospectionUrl ? ` ${mechanisms}` : ''}
default_internal_user = ${internal}
default_internal_group = ${internal}
default_login_user = ${login}
first_valid_uid = 1
first_valid_gid = 1
mail_uid = ${mailUid}
mail_gid = ${mailGid}
mail_location = maildir:~/Maildir
${oauth2}passdb {
  driver = passwd-file
  args = scheme=PLAIN username_format=%u ${usersFile}
}
userdb {
  driver = static
  args = home=${path.join(dir, 'home')}/%u
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${port}
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = ${tlsPort}
  }
}
service anvil {
  chroot =
  # No growing delay after refused sign-ins: the tests refuse passwords on purpose.
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
protocol imap {
  mail_max_userip_connections = 100
}
`,
  );
  chownTree(dir, mailUid, mailGid);

  let child: ChildProcess | null = null;
  let exitProblem: string | null = null;
  const start = async () => {
    exitProblem = null;
    // Its own process group: stopping it ends its IMAP sessions too, as a server going down does.
    const proc = spawn(DOVECOT_BINARY, ['-F', '-c', path.join(dir, 'dovecot.conf')], { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    let output = '';
    proc.stdout?.on('data', (d: Buffer) => (output += d.toString()));
    proc.stderr?.on('data', (d: Buffer) => (output += d.toString()));
    proc.once('exit', (code, signal) => {
      if (child === proc) child = null;
      exitProblem = `Dovecot exited (${code ?? signal}): ${output.trim()}`;
    });
    child = proc;
    await waitForGreeting(port, () => exitProblem);
  };
  const stop = async () => {
    const proc = child;
    if (!proc) return;
    await new Promise<void>((resolve) => {
      proc.once('exit', () => resolve());
      // The master's own exit leaves a logged-in session's process serving its connection.
      process.kill(-proc.pid!, 'SIGTERM');
    });
    child = null;
  };
  await start();
  let delivered = 0;

  return {
    host: '127.0.0.1',
    port,
    tlsPort,
    dir,
    url: (user, password = users[user], folder = 'INBOX') =>
      `imap://${encodeURIComponent(user)}:${encodeURIComponent(password ?? '')}@127.0.0.1:${port}/${encodeURIComponent(folder)}`,
    deliver(user, raw, { internalDate, folder } = {}) {
      ensureMaildir(user, folder);
      // Dovecot numbers new mail in file-name order: the delivery count keeps mails of one millisecond in the order delivered.
      delivered += 1;
      const name = `${Date.now()}.M${String(delivered).padStart(8, '0')}R${randomBytes(4).toString('hex')}P${process.pid}.pmp-test`;
      const temporary = path.join(maildir(user, folder), 'tmp', name);
      writeFileSync(temporary, raw);
      chownSync(temporary, mailUid, mailGid);
      if (internalDate) utimesSync(temporary, internalDate, internalDate);
      renameSync(temporary, path.join(maildir(user, folder), 'new', name));
    },
    log: () => (existsSync(path.join(dir, 'dovecot.log')) ? readFileSync(path.join(dir, 'dovecot.log'), 'utf8') : ''),
    messages(user, folder) {
      const base = maildir(user, folder);
      const list = (sub: string) => (existsSync(path.join(base, sub)) ? readdirSync(path.join(base, sub)) : []);
      return [...list('new'), ...list('cur')].map((file) => ({ file, seen: /:2,[A-Z]*S/.test(file) }));
    },
    setPassword(user, password) {
      users[user] = password;
      writeUsers();
    },
    stop,
    start,
    async close() {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function chownTree(root: string, uid: number, gid: number): void {
  if (os.userInfo().uid !== 0) return;
  chownSync(root, uid, gid);
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    const full = path.join(root, entry.name);
    if (entry.isDirectory()) chownTree(full, uid, gid);
    else chownSync(full, uid, gid);
  }
}
