import argon2 from 'argon2';
import type { EntityManager } from 'typeorm';
import {
  ACTIVITY_NOTES,
  CALL_SUMMARIES,
  COMPANY_PREFIXES,
  COMPANY_SUFFIXES,
  FIRST_NAMES,
  LANGUAGES,
  LAST_NAMES,
  PROPERTY_KINDS,
  STAFF,
  STREETS,
  TAGS,
  TASK_TITLES,
  TICKET_PROBLEMS,
  TOWNS,
} from './demo-words';
import { SLA_NO_PAUSES, slaDueAtSql, slaTargetSql, slaWarningsPassedSql } from '../../modules/tickets/ticket.sla';

/** How much to make. `seed:demo` makes a believable office; the bench makes a large one. */
export interface DemoDataSize {
  clients: number;
  properties: number;
  contacts: number;
  tickets: number;
  /** Activities per ticket besides its `ticket_created` one (notes, calls, e-mails, status changes). */
  extraActivitiesPerTicket: number;
  /** Share of tickets (0..1) with a task. */
  taskShare: number;
  /** Tickets are spread over this many months back from now. */
  months: number;
}

export const DEMO_SIZE: DemoDataSize = {
  clients: 40,
  properties: 150,
  contacts: 200,
  tickets: 600,
  extraActivitiesPerTicket: 3,
  taskShare: 0.45,
  months: 14,
};

export interface DemoStaff {
  email: string;
  firstName: string;
  lastName: string;
}

/** One random element of a text[] parameter, chosen per row. */
const pick = (param: string) => `(${param}::text[])[1 + floor(random() * cardinality(${param}::text[]))::int]`;

/**
 * Fills the support tables with set-based SQL (one statement per table, no row loops), inside the
 * caller's transaction. Deterministic for a given size: the random generator is seeded.
 * Ticket rules follow the server's: the due time by the SLA rule (ticket.sla.ts),
 * resolvedAt only on completed tickets, numbers from the ticket sequence in creation order.
 */
export async function insertDemoData(
  manager: EntityManager,
  size: DemoDataSize,
  staff: DemoStaff[],
  staffPassword: string,
  /** Told how long each table took (the bench prints it). */
  onStep?: (table: string, ms: number) => void,
): Promise<{ staffIds: string[] }> {
  const q = async (sql: string, params: unknown[] = []) => {
    const started = performance.now();
    const result: unknown = await manager.query(sql, params);
    onStep?.(/INSERT INTO (\w+)/.exec(sql)?.[1] ?? 'setup', performance.now() - started);
    return result as { id: string }[];
  };
  await q('SELECT setseed(0.4242)');

  // Staff: existing addresses are kept (ON CONFLICT), so the seed can run beside real sign-ups.
  const hash = await argon2.hash(staffPassword, { type: argon2.argon2id });
  const staffIds: string[] = [];
  for (const s of staff) {
    const username = s.email.split('@')[0];
    const rows: { id: string }[] = await q(
      // The company's first account is its admin (as at sign-up); the others are agents.
      `INSERT INTO users (username, password, email, "firstName", "lastName", role)
       VALUES ($1, $2, $3, $4, $5,
               (CASE WHEN EXISTS (SELECT 1 FROM users WHERE role = 'admin') THEN 'agent' ELSE 'admin' END)::user_role)
       ON CONFLICT (email) DO UPDATE SET email = EXCLUDED.email
       RETURNING id`,
      [username, hash, s.email, s.firstName, s.lastName],
    );
    staffIds.push(rows[0].id);
  }

  // Bulk load: secondary indexes are dropped and built again afterwards, in this transaction (one
  // index build is far cheaper than maintaining it row by row, above all the trigram GIN indexes).
  const rebuildIndexes = await dropSecondaryIndexes(manager, BULK_TABLES);

  await q(
    `INSERT INTO contacts (name, email, phone, language, notes, "createdAt", "updatedAt")
     SELECT fn || ' ' || ln,
            lower(fn || '.' || ln || i || '@' || (ARRAY['gmail.com','outlook.com','yahoo.co.uk','btinternet.com'])[1 + i % 4]),
            CASE WHEN random() < 0.9 THEN '07' || lpad((floor(random() * 1e9))::bigint::text, 9, '0') END,
            CASE WHEN random() < 0.82 THEN 'English' ELSE ${pick('$3')} END,
            CASE WHEN random() < 0.25 THEN (ARRAY['Prefers a call after 5pm.','Works nights; text before calling.',
              'Has a dog: let them know before visiting.','Key safe by the front door.',
              'Hard of hearing: e-mail first.','Reports on behalf of an elderly parent.'])[1 + floor(random() * 6)::int] END,
            ts, ts
       FROM (SELECT i, ${pick('$1')} AS fn, ${pick('$2')} AS ln,
                    now() - random() * interval '20 months' AS ts
               FROM generate_series(1, $4::int) AS i) g`,
    [FIRST_NAMES, LAST_NAMES, LANGUAGES, size.contacts],
  );

  await q(
    `INSERT INTO clients ("firstName", "lastName", email, phone, "jobTitle", language, notes,
                          "companyName", address, website, "companyNumber", "createdAt", "updatedAt")
     SELECT fn, ln,
            lower(fn || '.' || ln || '@' || slug || '.co.uk'),
            '020 ' || lpad((7000 + i)::text, 4, '0') || ' ' || lpad((floor(random() * 1e4))::int::text, 4, '0'),
            (ARRAY['Portfolio Manager','Head of Facilities','Operations Director','Asset Manager','Housing Officer'])[1 + i % 5],
            'English',
            CASE WHEN random() < 0.3 THEN 'Monthly report due on the 5th.' END,
            company,
            (1 + floor(random() * 200))::int || ' ' || ${pick('$4')} || ', ' || ${pick('$5')},
            'https://www.' || slug || '.co.uk',
            lpad((1000000 + floor(random() * 8999999))::int::text, 8, '0'),
            ts, ts
       FROM (SELECT i, ${pick('$1')} AS fn, ${pick('$2')} AS ln,
                    company, regexp_replace(lower(company), '[^a-z0-9]+', '', 'g') AS slug,
                    now() - interval '24 months' + random() * interval '6 months' AS ts
               FROM (SELECT i,
                            ($6::text[])[1 + (i - 1) % cardinality($6::text[])] || ' ' ||
                            ($7::text[])[1 + ((i - 1) / cardinality($6::text[])) % cardinality($7::text[])] ||
                            CASE WHEN i > cardinality($6::text[]) * cardinality($7::text[])
                                 THEN ' ' || i ELSE '' END AS company
                       FROM generate_series(1, $3::int) AS i) n) g`,
    [FIRST_NAMES, LAST_NAMES, size.clients, STREETS, TOWNS, COMPANY_PREFIXES, COMPANY_SUFFIXES],
  );

  // Most properties belong to a client and have a contact person; some lack one or both.
  // Random picks join numbered rows (indexing a large array per row would copy it every time).
  await q(
    `WITH cl AS (SELECT row_number() OVER (ORDER BY "createdAt", id) AS n, id FROM clients),
          co AS (SELECT row_number() OVER (ORDER BY "createdAt", id) AS n, id FROM contacts),
          counts AS (SELECT (SELECT count(*) FROM clients) AS clients, (SELECT count(*) FROM contacts) AS contacts)
     INSERT INTO properties (name, address, "clientId", "contactId", "createdAt", "updatedAt")
     SELECT CASE WHEN kind = 'Flat'
                 THEN 'Flat ' || (1 + i % 24) || ', ' ||
                      CASE WHEN street LIKE 'The %' THEN substr(street, 5) ELSE split_part(street, ' ', 1) END || ' House'
                 ELSE num || ' ' || street END,
            num || ' ' || street || ', ' || town || ' ' || upper(substr(town, 1, 2)) || (1 + i % 19) || ' ' || (1 + i % 9) || 'AB',
            CASE WHEN r1 < 0.85 THEN cl.id END,
            CASE WHEN r2 < 0.8 THEN co.id END,
            ts, ts
       FROM (SELECT i, ${pick('$1')} AS street, ${pick('$2')} AS town, ${pick('$3')} AS kind,
                    (1 + floor(random() * 180))::int AS num, random() AS r1, random() AS r2,
                    now() - interval '22 months' + random() * interval '6 months' AS ts,
                    1 + floor(random() * counts.clients)::int AS ck, 1 + floor(random() * counts.contacts)::int AS kk
               FROM counts, generate_series(1, $4::int) AS i) g
       LEFT JOIN cl ON cl.n = g.ck
       LEFT JOIN co ON co.n = g.kk`,
    [STREETS, TOWNS, PROPERTY_KINDS, size.properties],
  );

  // Tickets: older ones are mostly completed, recent ones in every status; creation skews recent.
  const problems = TICKET_PROBLEMS;
  await q(
    `WITH pr AS (SELECT row_number() OVER (ORDER BY id) AS n, id, "clientId" FROM properties WHERE "clientId" IS NOT NULL),
     cl AS (SELECT row_number() OVER (ORDER BY id) AS n, id FROM clients),
     co AS (SELECT row_number() OVER (ORDER BY id) AS n, id FROM contacts),
     counts AS (SELECT (SELECT count(*) FROM pr) AS pr, (SELECT count(*) FROM clients) AS cl, (SELECT count(*) FROM contacts) AS co),
     g AS (
       SELECT i,
              now() - power(random(), 1.25) * ($2::int * interval '30 days') - interval '1 hour' AS created,
              CASE WHEN r < 0.2 THEN 'emergency' WHEN r < 0.62 THEN 'urgent' ELSE 'important' END AS priority,
              1 + floor(random() * cardinality($3::text[]))::int AS k,
              1 + floor(random() * counts.pr)::int AS pk, 1 + floor(random() * counts.cl)::int AS clk,
              1 + floor(random() * counts.co)::int AS cok,
              random() AS rs, random() AS rr, random() AS rf, random() AS ra, random() AS rp, random() AS rt, random() AS ro
         FROM counts, (SELECT i, random() AS r FROM generate_series(1, $6::int) AS i) s),
     s AS (
       SELECT g.*,
              ${slaTargetSql('priority::ticket_priority', 'created')} AS sla
         FROM g),
     w AS (
       -- work: how long the repair takes; some tickets (more of the recent ones) are still open.
       SELECT s.*, sla * (0.15 + rr * 1.05) AS work,
              rs < 0.03 OR (created > now() - interval '21 days' AND rs < 0.5) AS stuck FROM s),
     t AS (
       SELECT w.*,
              CASE WHEN NOT stuck AND created + work <= now() THEN 'completed'
                   WHEN NOT stuck AND now() < created + work * 0.15 THEN 'new'
                   WHEN ro < 0.2 THEN 'new' WHEN ro < 0.6 THEN 'in-progress' WHEN ro < 0.82 THEN 'awaiting-supplier'
                   ELSE 'awaiting-parts' END AS status,
              CASE WHEN NOT stuck AND created + work <= now() THEN created + work END AS resolved
         FROM w),
     r AS (
       SELECT t.*,
              CASE WHEN status <> 'new' AND created + work * (0.03 + rf * 0.12) < now()
                   THEN created + work * (0.03 + rf * 0.12) END AS responded
         FROM t)
     INSERT INTO tickets (title, description, priority, status, category, "clientId", "propertyId",
                          "assigneeId", "requesterId", "createdAt", "updatedAt", "firstResponseAt",
                          "resolvedAt", "dueAt", "slaPausedAt", "slaWarningsSent", tags)
     SELECT ($3::text[])[k], ($4::text[])[k], priority::ticket_priority, status::ticket_status, ($5::text[])[k]::category,
            CASE WHEN rp < 0.92 AND pr.id IS NOT NULL THEN pr."clientId" ELSE cl.id END,
            CASE WHEN rp < 0.92 THEN pr.id END,
            CASE WHEN ra < 0.85 THEN ($1::uuid[])[1 + floor(random() * cardinality($1::uuid[]))::int] END,
            co.id,
            created, coalesce(resolved, responded, created), responded, resolved, d.due, d.paused,
            -- The history counts as told: the breach warnings sweep tells only of what happens from now on.
            ${slaWarningsPassedSql({ createdAt: 'created', priority: 'priority::ticket_priority', dueAt: 'd.due', judgedAt: 'coalesce(resolved, d.paused, now())', pauses: SLA_NO_PAUSES })},
            CASE WHEN rt < 0.55 THEN '{}'::text[]
                 WHEN rt < 0.85 THEN ARRAY[${pick('$7')}]
                 ELSE ARRAY(SELECT DISTINCT unnest(ARRAY[${pick('$7')}, ${pick('$7')}])) END
       FROM r
       -- A ticket waiting on its supplier or parts has had its SLA clock paused since halfway to its
       -- due time (when that has come), as the SLA clock would have paused it.
       CROSS JOIN LATERAL (SELECT ${slaDueAtSql({ createdAt: 'created', priority: 'priority::ticket_priority', pauses: SLA_NO_PAUSES })} AS due) due
       CROSS JOIN LATERAL (
         SELECT due.due,
                CASE WHEN status IN ('awaiting-supplier', 'awaiting-parts') AND created + (due.due - created) * 0.5 < now()
                     THEN created + (due.due - created) * 0.5 END AS paused
       ) d
       LEFT JOIN pr ON pr.n = r.pk
       JOIN cl ON cl.n = r.clk
       JOIN co ON co.n = r.cok
      ORDER BY created`,
    [
      staffIds,
      size.months,
      problems.map((p) => p.title),
      problems.map((p) => p.description),
      problems.map((p) => p.category),
      size.tickets,
      TAGS,
    ],
  );

  // Each paused clock's pause, as the ticket repeats it (no ticket changes: no trigger work).
  await q(
    `INSERT INTO ticket_sla_pauses ("ticketId", status, "startedAt") SELECT id, status, "slaPausedAt" FROM tickets WHERE "slaPausedAt" IS NOT NULL`,
  );

  // The server's own records: ticket_created, the first response, the completion, plus notes.
  await q(
    `INSERT INTO activities ("ticketId", type, "userId", "clientId", "contactId", content, metadata, "createdAt")
     SELECT t.id, 'ticket_created', coalesce(t."assigneeId", ($1::uuid[])[1]), t."clientId", t."requesterId",
            'Ticket #' || t.number || ' created: ' || t.title, jsonb_build_object('number', t.number), t."createdAt"
       FROM tickets t`,
    [staffIds],
  );
  if (size.extraActivitiesPerTicket > 0) {
    await q(
      `INSERT INTO activities ("ticketId", type, "userId", "clientId", "contactId", content, metadata, "createdAt")
       SELECT t.id,
              CASE WHEN n = 1 AND t."firstResponseAt" IS NOT NULL THEN 'call'
                   WHEN n = $2::int AND t.status = 'completed' THEN 'status_change'
                   WHEN r < 0.2 THEN 'email' ELSE 'note' END::activity_type,
              coalesce(t."assigneeId", ($1::uuid[])[1 + floor(random() * cardinality($1::uuid[]))::int]),
              t."clientId", t."requesterId",
              CASE WHEN n = 1 AND t."firstResponseAt" IS NOT NULL
                     THEN 'Call with ' || c.name || ' on ' || to_char(t."firstResponseAt", 'Mon DD, YYYY') || ': ' || ${pick('$4')}
                   WHEN n = $2::int AND t.status = 'completed' THEN 'Status changed from in-progress to completed'
                   WHEN r < 0.2 THEN 'To: ' || c.email || E'\\nSubject: Update on ticket #' || t.number ||
                                      E'\\n\\nWe have an update on your repair: ' || lower(${pick('$3')})
                   ELSE ${pick('$3')} END,
              CASE WHEN n = $2::int AND t.status = 'completed'
                   THEN jsonb_build_object('from', 'in-progress', 'to', 'completed') END,
              CASE WHEN n = 1 AND t."firstResponseAt" IS NOT NULL THEN t."firstResponseAt"
                   WHEN n = $2::int AND t.status = 'completed' THEN t."resolvedAt"
                   ELSE t."createdAt" + (coalesce(t."resolvedAt", now()) - t."createdAt") * random() END
         FROM tickets t
         JOIN contacts c ON c.id = t."requesterId"
        -- t.id makes the subquery correlated, so random() is drawn for every ticket.
        CROSS JOIN LATERAL (SELECT n, random() AS r, t.id AS tid FROM generate_series(1, $2::int) AS n) k`,
      [staffIds, size.extraActivitiesPerTicket, ACTIVITY_NOTES, CALL_SUMMARIES],
    );
  }

  // Tasks: finished with their ticket, or open with a due date (some already overdue).
  await q(
    `INSERT INTO tasks ("ticketId", title, description, status, priority, "assigneeId", "createdById",
                        "dueDate", "completedAt", "remindBeforeMinutes", "overdueRepeatMinutes",
                        "nextReminderAt", "upcomingReminderSent", "overdueReminderSent", "createdAt", "updatedAt")
     SELECT id, task_title, 'For ticket #' || number || ': ' || lower(title), st::task_status, pr::task_priority,
            assignee, creator, due,
            CASE WHEN st = 'completed' THEN coalesce("resolvedAt", now()) END,
            1440, 1440,
            CASE WHEN st IN ('completed', 'cancelled') THEN NULL
                 WHEN due - interval '1440 minutes' > now() THEN due - interval '1440 minutes'
                 WHEN due > now() THEN due
                 ELSE now() END,
            st NOT IN ('completed', 'cancelled') AND due - interval '1440 minutes' <= now(),
            false,
            "createdAt" + interval '30 minutes', "createdAt" + interval '30 minutes'
       FROM (SELECT t.*, ${pick('$2')} AS task_title,
                    CASE WHEN t.status = 'completed' THEN 'completed'
                         WHEN random() < 0.6 THEN 'pending' ELSE 'in_progress' END AS st,
                    (ARRAY['low','medium','high','urgent'])[1 + floor(random() * 4)::int] AS pr,
                    coalesce(t."assigneeId", ($1::uuid[])[1 + floor(random() * cardinality($1::uuid[]))::int]) AS assignee,
                    ($1::uuid[])[1 + floor(random() * cardinality($1::uuid[]))::int] AS creator,
                    CASE WHEN t.status = 'completed' THEN t."resolvedAt"
                         ELSE date_trunc('hour', greatest(t."createdAt", now() - interval '6 days') + random() * interval '12 days') END AS due
               FROM tickets t
              WHERE random() < $3::float8) x`,
    [staffIds, TASK_TITLES, size.taskShare],
  );

  const started = performance.now();
  await rebuildIndexes();
  onStep?.('indexes', performance.now() - started);
  return { staffIds };
}

const BULK_TABLES = ['contacts', 'clients', 'properties', 'tickets', 'activities', 'tasks'];

/**
 * Drops the indexes of `tables` that back no constraint (primary keys and unique constraints stay)
 * and returns a function that creates them again from their own definitions.
 */
async function dropSecondaryIndexes(manager: EntityManager, tables: string[]): Promise<() => Promise<void>> {
  const indexes = (await manager.query(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS definition
       FROM pg_index i
       JOIN pg_class t ON t.oid = i.indrelid
       JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = current_schema() AND t.relname = ANY($1)
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.indexrelid)`,
    [tables],
  )) as { name: string; definition: string }[];
  for (const index of indexes) await manager.query(`DROP INDEX ${index.name}`);
  return async () => {
    for (const index of indexes) await manager.query(index.definition);
  };
}

/** Staff for a company domain: the first address of COMPANY_EMAIL_DOMAINS, or example.com. */
export function demoStaff(domain: string): DemoStaff[] {
  return STAFF.map(([firstName, lastName]) => ({
    firstName,
    lastName,
    email: `${firstName}.${lastName}@${domain}`.toLowerCase(),
  }));
}
