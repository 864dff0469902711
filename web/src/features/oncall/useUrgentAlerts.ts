import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery, useSubscription } from '@apollo/client/react';
import { useCallback, useEffect, useRef } from 'react';
import {
  AcknowledgeUrgentMessageDocument,
  MyUrgentAlertsChangedDocument,
  MyUrgentAlertsDocument,
  type OpenUrgentAlertFieldsFragment,
  type UrgentIncidentFieldsFragment,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { showError } from '../../lib/toaster';

export type OpenUrgentAlert = OpenUrgentAlertFieldsFragment;
/** The open alerts are read again this often too: the fallback while the socket is down (as for the bell's count). */
const URGENT_ALERTS_POLL_MS = 30_000;
export type UrgentIncident = UrgentIncidentFieldsFragment;

/**
 * The list replaces the one before it: its alerts have no id for the cache to merge by, and a
 * shorter list (an alert opened) is not data lost (`overwrite` keeps Apollo from warning so).
 */
function writeOpenAlerts(cache: ApolloCache, alerts: readonly OpenUrgentAlert[]): void {
  cache.writeQuery({ query: MyUrgentAlertsDocument, data: { myUrgentAlerts: [...alerts] }, overwrite: true });
}

/**
 * The urgent messages the signed-in person was alerted to that nobody has opened, newest first:
 * read once, then pushed by the server whenever one is raised to them or opened by anyone (the
 * socket reconnecting reads them again), with a poll as the fallback.
 */
export function useMyUrgentAlerts() {
  const { data } = useQuery(MyUrgentAlertsDocument, { pollInterval: URGENT_ALERTS_POLL_MS });
  useSubscription(MyUrgentAlertsChangedDocument, {
    ignoreResults: true,
    onData: ({ client, data: pushed }) => {
      const alerts = pushed.data?.myUrgentAlertsChanged;
      if (alerts) writeOpenAlerts(client.cache, alerts);
    },
  });
  return { alerts: data?.myUrgentAlerts ?? [], loaded: data !== undefined };
}

/**
 * Records that the urgent message was opened (a role that may work): nobody else is alerted, and
 * every open alert about it closes. The message's record and this person's alerts follow at once.
 */
export function useAcknowledgeUrgentMessage() {
  const [mutate] = useMutation(AcknowledgeUrgentMessageDocument, {
    update(cache, { data }) {
      const incident = data?.acknowledgeUrgentMessage;
      if (!incident) return;
      // A thread showing the message shows who opened it (nothing happens when none is cached).
      cache.modify({
        id: cache.identify({ __typename: 'ConversationMessage', id: incident.messageId }),
        fields: { urgentAlert: () => incident },
      });
      const open = cache.readQuery({ query: MyUrgentAlertsDocument })?.myUrgentAlerts;
      if (open)
        writeOpenAlerts(
          cache,
          open.filter((alert) => alert.messageId !== incident.messageId),
        );
    },
  });
  return useCallback(
    async (messageId: string): Promise<UrgentIncident | null> =>
      (await mutate({ variables: { messageId } })).data?.acknowledgeUrgentMessage ?? null,
    [mutate],
  );
}

/** What a thread knows of a message to open its urgent alert. */
interface ShownMessage {
  id: string;
  urgentAlert?: Pick<UrgentIncident, 'acknowledgedAt'> | null;
}

/**
 * A person who may work and is shown a thread opens its urgent messages not yet opened: each is
 * acknowledged once, which stops the alerts for everyone. A failure says so; the alerts then stay open.
 */
export function useOpenShownUrgentMessages(messages: readonly ShownMessage[], canWork: boolean): void {
  const acknowledge = useAcknowledgeUrgentMessage();
  const asked = useRef(new Set<string>());
  const waiting = canWork
    ? messages
        .filter((message) => message.urgentAlert && !message.urgentAlert.acknowledgedAt)
        .map((message) => message.id)
        .join(',')
    : '';
  useEffect(() => {
    for (const id of waiting ? waiting.split(',') : []) {
      if (asked.current.has(id)) continue;
      asked.current.add(id);
      acknowledge(id).catch((error: unknown) => showError('The urgent message was not marked as opened', errorMessage(error)));
    }
  }, [waiting, acknowledge]);
}
