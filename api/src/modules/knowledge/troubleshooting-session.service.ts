import type { EntityManager } from 'typeorm';

/** Troubleshooting sessions: what other features change on them (tickets record an escalation). */
export class TroubleshootingSessionService {
  /**
   * Records the ticket a session of `articleId` was escalated into, inside the caller's transaction;
   * false when no session of that article has the id.
   */
  async recordEscalation(manager: EntityManager, sessionId: string, articleId: string, ticketId: string): Promise<boolean> {
    const rows = (await manager.query(
      `UPDATE troubleshooting_sessions SET "escalatedTicketId" = $3 WHERE id = $1 AND "articleId" = $2 RETURNING id`,
      [sessionId, articleId, ticketId],
    )) as unknown[];
    // node-postgres answers an UPDATE ... RETURNING through TypeORM as [rows, count].
    const updated = Array.isArray(rows[0]) ? (rows[0] as unknown[]).length : rows.length;
    return updated > 0;
  }
}
