import type { DataSource } from 'typeorm';

/**
 * Test data for tickets, inserted with SQL so the tickets tests do not depend on the people API.
 * Every builder takes overrides and answers the new row's id (and what tests assert on).
 */
let seq = 0;
const next = () => `${Date.now().toString(36)}${(seq += 1)}`;

export async function buildClient(ds: DataSource, overrides: { companyName?: string; email?: string } = {}) {
  const n = next();
  const [row] = (await ds.query(
    `INSERT INTO clients ("firstName", "lastName", email, "companyName", phone) VALUES ('Cara', 'Client', $1, $2, '+44 20 7946 0000') RETURNING id, email, "companyName"`,
    [overrides.email ?? `client.${n}@example.test`, overrides.companyName ?? `Client Co ${n}`],
  )) as { id: string; email: string; companyName: string }[];
  return row;
}

export async function buildContact(ds: DataSource, overrides: { name?: string } = {}) {
  const n = next();
  const [row] = (await ds.query(`INSERT INTO contacts (name, email) VALUES ($1, $2) RETURNING id, name, email`, [
    overrides.name ?? `Tenant ${n}`,
    `tenant.${n}@example.test`,
  ])) as { id: string; name: string; email: string }[];
  return row;
}

export async function buildProperty(ds: DataSource, clientId: string | null) {
  const n = next();
  const [row] = (await ds.query(`INSERT INTO properties (name, address, "clientId") VALUES ($1, '1 High Street', $2) RETURNING id, name`, [
    `Flat ${n}`,
    clientId,
  ])) as { id: string; name: string }[];
  return row;
}

/** A client with a requester contact: what every ticket needs. */
export async function buildTicketParties(ds: DataSource) {
  const client = await buildClient(ds);
  const requester = await buildContact(ds);
  return { client, requester };
}

/** The body of a valid ticket for these parties (REST strings for enums). */
export function ticketBody(parties: { client: { id: string }; requester: { id: string } }, overrides: Record<string, unknown> = {}) {
  return {
    title: `Leaking tap ${next()}`,
    description: 'Water drips from the kitchen tap',
    priority: 'urgent',
    category: 'plumbing',
    clientId: parties.client.id,
    requesterId: parties.requester.id,
    propertyId: null,
    assigneeId: null,
    tags: [],
    ...overrides,
  };
}

/** A knowledge article with an active troubleshooting session on it. */
export async function buildTroubleshootingSession(ds: DataSource) {
  const [article] = (await ds.query(
    `INSERT INTO knowledge_articles (title, category, responsibility) VALUES ('Boiler pressure', 'heating', 'landlord') RETURNING id`,
  )) as { id: string }[];
  const [session] = (await ds.query(`INSERT INTO troubleshooting_sessions ("articleId") VALUES ($1) RETURNING id`, [article.id])) as {
    id: string;
  }[];
  return { articleId: article.id, sessionId: session.id };
}
