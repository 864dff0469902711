/**
 * Who may do what: a user's role, and what an operation needs. Every REST route and GraphQL
 * operation of the api declares its need; the web app asks `can` before it shows a control.
 */
export enum Role {
  /** The team, roles, company settings, channels, knowledge administration, the matrix, the audit log, exports. */
  ADMIN = 'admin',
  /** All daily work. */
  AGENT = 'agent',
  /** Reads everything an agent reads; changes nothing but their own account. */
  VIEWER = 'viewer',
}

export const ROLE_LABELS: Record<Role, string> = {
  [Role.ADMIN]: 'Admin',
  [Role.AGENT]: 'Agent',
  [Role.VIEWER]: 'Viewer',
};

/**
 * What an operation needs:
 * - `public`: nobody signed in (sign-in, sign-up, a webhook that checks its sender itself);
 * - `own`: any signed-in user, on their own account or their own marks (profile, sign-out, read marks);
 * - `read`: any signed-in user, reading the desk's records;
 * - `work`: changing the desk's records (tickets, tasks, conversations, contacts, ...);
 * - `admin`: the company's administration.
 */
export type Need = 'public' | 'own' | 'read' | 'work' | 'admin';

const ROLES_FOR: Record<Exclude<Need, 'public'>, readonly Role[]> = {
  own: [Role.ADMIN, Role.AGENT, Role.VIEWER],
  read: [Role.ADMIN, Role.AGENT, Role.VIEWER],
  work: [Role.ADMIN, Role.AGENT],
  admin: [Role.ADMIN],
};

/** Whether a signed-in user of `role` may do what needs `need`. */
export function can(role: Role | null | undefined, need: Need): boolean {
  if (need === 'public') return true;
  return role != null && ROLES_FOR[need].includes(role);
}

/** The roles allowed what needs `need` (the permission table in docs). */
export function rolesFor(need: Exclude<Need, 'public'>): readonly Role[] {
  return ROLES_FOR[need];
}
