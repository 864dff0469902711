import type { DataSource } from 'typeorm';
import type { TaskPriority, TaskStatus } from '../../src/modules/tasks/task.enums';
import type { TicketPriority, TicketStatus } from '../../src/modules/tickets/ticket.enums';

/**
 * Hand-built data for the dashboard tests, inserted with plain SQL so that every time
 * (createdAt, dueAt, resolvedAt, firstResponseAt) is exactly what the test says.
 */
export interface DashboardFixture {
  clientId: string;
  contactId: string;
}

let seq = 0;

export async function insertClientAndContact(ds: DataSource): Promise<DashboardFixture> {
  seq += 1;
  const [client] = await ds.query(
    `INSERT INTO clients ("firstName", "lastName", email, "companyName") VALUES ('Dana', 'Board', $1, $2) RETURNING id`,
    [`dana${seq}@client.test`, `Dashboard Homes ${seq}`],
  );
  const [contact] = await ds.query(`INSERT INTO contacts (name, email) VALUES ('Tom Tenant', $1) RETURNING id`, [`tom${seq}@tenant.test`]);
  return { clientId: client.id, contactId: contact.id };
}

export interface TicketFacts {
  createdAt: string;
  dueAt: string;
  priority?: TicketPriority;
  status?: TicketStatus;
  resolvedAt?: string | null;
  firstResponseAt?: string | null;
  title?: string;
}

/** Inserts a ticket with explicit times; a ticket with resolvedAt is completed unless told otherwise. */
export async function insertTicket(ds: DataSource, fx: DashboardFixture, facts: TicketFacts): Promise<{ id: string; number: number }> {
  const [row] = await ds.query(
    `INSERT INTO tickets (title, description, priority, status, category, "clientId", "requesterId",
       "createdAt", "dueAt", "resolvedAt", "firstResponseAt")
     VALUES ($1, 'Hand-built for the dashboard tests', $2, $3, 'plumbing', $4, $5, $6, $7, $8, $9)
     RETURNING id, number`,
    [
      facts.title ?? 'Dripping tap',
      facts.priority ?? 'urgent',
      facts.status ?? (facts.resolvedAt ? 'completed' : 'new'),
      fx.clientId,
      fx.contactId,
      facts.createdAt,
      facts.dueAt,
      facts.resolvedAt ?? null,
      facts.firstResponseAt ?? null,
    ],
  );
  return row;
}

export interface TaskFacts {
  title: string;
  createdAt: string;
  status?: TaskStatus;
  priority?: TaskPriority;
  description?: string | null;
  dueDate?: string | null;
  ticketId?: string | null;
}

export async function insertTask(ds: DataSource, facts: TaskFacts): Promise<string> {
  const [row] = await ds.query(
    `INSERT INTO tasks (title, description, status, priority, "dueDate", "ticketId", "createdAt")
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      facts.title,
      facts.description ?? null,
      facts.status ?? 'pending',
      facts.priority ?? 'high',
      facts.dueDate ?? null,
      facts.ticketId ?? null,
      facts.createdAt,
    ],
  );
  return row.id;
}

export async function clearTicketsAndTasks(ds: DataSource): Promise<void> {
  await ds.query(`TRUNCATE tasks, activities, ticket_comments, tickets CASCADE`);
}
