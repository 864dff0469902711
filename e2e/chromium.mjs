/**
 * How the browser tests and the `web` bench scenario launch Debian's Chromium (CHROMIUM_PATH or
 * /usr/bin/chromium): no sandbox (CI runs as root), no GPU, and nothing that would reach the
 * internet or add background traffic to what is measured.
 */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
