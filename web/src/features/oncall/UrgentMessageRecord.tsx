import { Badge, Box, HStack, List, Text } from '@chakra-ui/react';
import { ALERT_CHANNEL_LABELS, type AlertChannel as SharedAlertChannel } from '@pmp/shared';
import { Siren } from 'lucide-react';
import type { AlertChannel, UrgentMessageFieldsFragment } from '../../gql/graphql';
import { formatDateTime } from '../../lib/dates';
import type { UrgentIncident } from './useUrgentAlerts';

const channelLabel = (channel: AlertChannel): string => ALERT_CHANNEL_LABELS[channel.toLowerCase() as SharedAlertChannel];

type AlertLine = UrgentIncident['alerts'][number];

const CHANNEL_ORDER: Record<AlertChannel, number> = { IN_APP: 0, SMS: 1, EMAIL: 2 };

/** The alerts grouped as they went out: one entry per round and person, oldest first; in the app, SMS, then e-mail. */
function byRoundAndPerson(alerts: readonly AlertLine[]): AlertLine[][] {
  const groups = new Map<string, AlertLine[]>();
  for (const alert of alerts) {
    const key = `${alert.round}:${alert.userId}`;
    groups.set(key, [...(groups.get(key) ?? []), alert]);
  }
  return [...groups.values()].map((lines) => lines.sort((a, b) => CHANNEL_ORDER[a.channel] - CHANNEL_ORDER[b.channel]));
}

/** "E-mail", or "SMS failed (No mobile number in their notification settings; sent by e-mail instead)". */
function describe(alert: AlertLine): string {
  if (alert.outcome === 'SENT') return channelLabel(alert.channel);
  return `${channelLabel(alert.channel)} failed${alert.detail ? ` (${alert.detail})` : ''}`;
}

/** Whether the message was opened, by whom and when, or when the next person is alerted. */
function openedLine(incident: UrgentIncident): string {
  if (incident.acknowledgedAt) {
    const when = formatDateTime(incident.acknowledgedAt);
    return incident.acknowledgedByName ? `Opened by ${incident.acknowledgedByName} at ${when}` : `Opened at ${when}`;
  }
  return incident.nextAlertAt ? `Not opened yet — next alert at ${formatDateTime(incident.nextAlertAt)}` : 'Not opened yet';
}

/**
 * On an urgent inbound message in its thread: the Urgent badge with the reason, who was alerted by
 * what and when (round 1 the person on call, then the escalations), and who opened it.
 */
export function UrgentMessageRecord({ message }: { message: Pick<UrgentMessageFieldsFragment, 'urgent' | 'urgentAlert'> }) {
  if (!message.urgent) return null;
  const incident = message.urgentAlert;
  return (
    <Box mt="1" mb="2" borderLeftWidth="3px" borderColor="red.500" pl="2" fontSize="xs" role="group" aria-label="Urgent alert record">
      <HStack gap="2" wrap="wrap">
        <Badge colorPalette="red" variant="solid" size="sm">
          <Siren size={12} aria-hidden /> Urgent
        </Badge>
        {incident ? <Text fontWeight="semibold">{incident.reason}</Text> : null}
      </HStack>
      {incident ? (
        <>
          {incident.alerts.length > 0 ? (
            <List.Root as="ul" listStyle="none" gap="0.5" mt="1" aria-label="Alerts sent">
              {byRoundAndPerson(incident.alerts).map((lines) => {
                const first = lines[0]!;
                return (
                  <List.Item key={`${first.round}:${first.userId}`}>
                    Round {first.round}: {first.userName || 'A former team member'}, {formatDateTime(first.createdAt)} —{' '}
                    {lines.map(describe).join(' · ')}
                  </List.Item>
                );
              })}
            </List.Root>
          ) : null}
          <Text mt="1" color={incident.acknowledgedAt ? 'green.700' : 'red.700'} fontWeight="medium" data-testid="urgent-opened">
            {openedLine(incident)}
          </Text>
        </>
      ) : null}
    </Box>
  );
}
