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
 * one-off query. Unknown, failed or stale answers count as unreachable.
 */
export function useDatabaseReachable(): boolean {
  const [pushed, setPushed] = useState<Received | null>(null);
  useSubscription(SystemStatusChangedDocument, {
    ignoreResults: true,
    onData: ({ data }) => {
      const status = data.data?.systemStatus;
      if (status) setPushed({ reachable: status.databaseReachable, receivedAt: Date.now() });
    },
  });
  const { data: queried, error } = useQuery(SystemStatusDocument, { fetchPolicy: 'network-only' });
  const now = useNow(RECHECK_EVERY_MS);

  if (pushed) return pushed.reachable && now - pushed.receivedAt < STATUS_STALE_AFTER_MS;
  if (error) return false;
  return queried?.systemStatus.databaseReachable ?? false;
}
