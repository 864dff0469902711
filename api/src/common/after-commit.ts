import type {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';

/** What waits for the commit of each open transaction (by its query runner). */
const pending = new WeakMap<QueryRunner, Map<string, () => void>>();

/**
 * Runs the actions queued with `afterCommit` once their transaction committed, and drops them when
 * it rolled back. A savepoint's commit or rollback (a nested transaction) leaves them waiting for
 * the outermost transaction: an action of a rolled-back savepoint may still run, which is harmless
 * for what they are used for (announcing that something may have changed).
 */
class AfterCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (event.queryRunner.isTransactionActive) return;
    const actions = pending.get(event.queryRunner);
    if (!actions) return;
    pending.delete(event.queryRunner);
    for (const action of actions.values()) {
      try {
        action();
      } catch {
        // An announcement's failure is never the committed change's.
      }
    }
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) pending.delete(event.queryRunner);
  }
}

/** Makes `afterCommit` work on this data source's transactions (once per data source). */
export function installAfterCommit(dataSource: DataSource): void {
  if (!dataSource.subscribers.some((s) => s instanceof AfterCommitSubscriber)) dataSource.subscribers.push(new AfterCommitSubscriber());
}

/**
 * Runs `action` once the transaction of `manager` committed (never when it rolls back), or at once
 * when `manager` is in no transaction. Actions with the same `key` in one transaction run once.
 * The data source must have `installAfterCommit`.
 */
export function afterCommit(manager: EntityManager, key: string, action: () => void): void {
  const runner = manager.queryRunner;
  if (!runner?.isTransactionActive) {
    action();
    return;
  }
  let actions = pending.get(runner);
  if (!actions) pending.set(runner, (actions = new Map()));
  if (!actions.has(key)) actions.set(key, action);
}
