import 'reflect-metadata';
import { ConfigError, loadConfig } from '../../config';
import { createLogger } from '../../logger';
import { openDatabase } from '../database';
import { DEMO_SIZE, demoStaff, insertDemoData } from './demo-data';
import { insertDemoActivity } from './demo-activity';
import { insertDemoKnowledge } from './demo-knowledge';

/**
 * `npm run seed:demo`: fills an empty database (the embedded one under DATA_DIR, or DATABASE_URL)
 * with a believable housing company. Refuses to touch a database that already has support data.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger({ LOG_LEVEL: process.env.LOG_LEVEL ? config.LOG_LEVEL : 'warn' });
  const database = await openDatabase(config, log);
  try {
    const [{ rows }] = (await database.dataSource.query(
      `SELECT (SELECT count(*) FROM tickets) + (SELECT count(*) FROM clients)
            + (SELECT count(*) FROM contacts) + (SELECT count(*) FROM properties) AS rows`,
    )) as { rows: string }[];
    if (Number(rows) > 0) {
      console.error(
        `The database already has clients, contacts, properties or tickets (${database.description}).\n` +
          'seed:demo only fills an empty database: use a fresh DATA_DIR (e.g. DATA_DIR=./data-demo) or DATABASE_URL.',
      );
      process.exitCode = 1;
      return;
    }
    const domain = config.COMPANY_EMAIL_DOMAINS[0] ?? 'example.com';
    const password = process.env.DEMO_PASSWORD ?? 'demo-password';
    const staff = demoStaff(domain);
    const started = Date.now();
    const knowledge = await database.dataSource.transaction(async (manager) => {
      const { staffIds } = await insertDemoData(manager, DEMO_SIZE, staff, password);
      return insertDemoKnowledge(manager, staffIds[0] ?? null);
    });
    const activity = await insertDemoActivity(database.dataSource, { config, log });
    const counts = (await database.dataSource.query(
      `SELECT (SELECT count(*) FROM clients) AS clients, (SELECT count(*) FROM properties) AS properties,
              (SELECT count(*) FROM contacts) AS contacts, (SELECT count(*) FROM tickets) AS tickets,
              (SELECT count(*) FROM activities) AS activities, (SELECT count(*) FROM tasks) AS tasks`,
    )) as Record<string, string>[];
    const c = counts[0];
    const roles = (await database.dataSource.query(`SELECT email, role FROM users WHERE email = ANY($1) ORDER BY "createdAt", email`, [
      staff.map((s) => s.email),
    ])) as { email: string; role: string }[];
    console.log(
      `\n  Demo data in ${database.description} (${((Date.now() - started) / 1000).toFixed(1)} s):\n` +
        `  ${c.clients} clients, ${c.properties} properties, ${c.contacts} contacts, ${c.tickets} tickets, ` +
        `${c.activities} activities, ${c.tasks} tasks\n` +
        `  ${knowledge.articles} knowledge base articles (${knowledge.steps} guided steps), ` +
        `${knowledge.matrix} responsibility matrix entries\n` +
        `  ${activity.messages} inbound messages (${activity.waitingInTriage} waiting in triage), ` +
        `${activity.sessions} guided sessions (${activity.escalatedTickets} escalated into tickets)\n\n` +
        `  Sign in as any of these staff users with the password "${password}":\n` +
        roles.map((s) => `    ${s.email} (${s.role})`).join('\n') +
        '\n',
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError ? error.message : `seed:demo failed: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
