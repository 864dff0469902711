import { rmSync } from 'node:fs';

export default async function globalTeardown(): Promise<void> {
  const embedded = globalThis.__EMBEDDED_PG__;
  if (!embedded) return;
  await embedded.db.stop();
  rmSync(embedded.dir, { recursive: true, force: true });
}
