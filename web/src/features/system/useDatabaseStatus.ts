import { useQuery, useSubscription } from '@apollo/client/react';
import { useEffect, useState } from 'react';
import { SystemStatusChangedDocument, SystemStatusDocument } from '../../gql/graphql';

/** A pushed status older than this counts as lost (the api pushes every few seconds). */
export const STATUS_STALE_AFTER_MS = 60_000;
const RECHECK_EVERY_MS = 15_000;

interface Received {
  reachable: boolean;
  receivedAt: number;
}

export interface DatabaseStatusView {
  reachable: boolean;
  /** When the api last found the database answering (its own check's time), if ever. */
  lastOkAt: string | null;
}

function useNow(intervalMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), intervalMs);
    return () => window.clearInterval(timer);
  }, [intervalMs]);
  return now;
}

/**
 * Whether the database is reachable: the `systemStatus` subscription when it is live, else the
 * one-off query. Unknown, failed or stale answers count as unreachable. Also the time of the last
 * check that found it answering.
 */
export function useDatabaseStatus(): DatabaseStatusView {
  const [pushed, setPushed] = useState<Received | null>(null);
  const [lastPushedOk, setLastPushedOk] = useState<string | null>(null);
  useSubscription(SystemStatusChangedDocument, {
    ignoreResults: true,
    onData: ({ data }) => {
      const status = data.data?.systemStatus;
      if (!status) return;
      setPushed({ reachable: status.databaseReachable, receivedAt: Date.now() });
      if (status.databaseReachable) setLastPushedOk(status.checkedAt);
    },
  });
  const { data: queried, error } = useQuery(SystemStatusDocument, { fetchPolicy: 'network-only' });
  const now = useNow(RECHECK_EVERY_MS);

  const queriedOk = queried?.systemStatus.databaseReachable ? queried.systemStatus.checkedAt : null;
  const lastOkAt = lastPushedOk ?? queriedOk;
  if (pushed) return { reachable: pushed.reachable && now - pushed.receivedAt < STATUS_STALE_AFTER_MS, lastOkAt };
  if (error) return { reachable: false, lastOkAt };
  return { reachable: queried?.systemStatus.databaseReachable ?? false, lastOkAt };
}
