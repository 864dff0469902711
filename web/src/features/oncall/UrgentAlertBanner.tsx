import { Box, Button, Flex, Stack, Text } from '@chakra-ui/react';
import { CHANNEL_IN_TEXT, ChannelValue } from '@pmp/shared';
import { Siren } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { conversationPath } from '../../lib/paths';
import { showError } from '../../lib/toaster';
import { useCan } from '../auth/useCan';
import { useNotificationPreferences } from '../notifications/useNotificationPreferences';
import { useAlertSound } from './useAlertSound';
import { useAcknowledgeUrgentMessage, useMyUrgentAlerts, type OpenUrgentAlert } from './useUrgentAlerts';

/** "Urgent: a smell of gas — Ada Jones by SMS, Nov 29, 07:15". */
export function urgentAlertTitle(alert: OpenUrgentAlert): string {
  return `Urgent: ${alert.reason} — ${alert.from} by ${CHANNEL_IN_TEXT[ChannelValue[alert.channel]]}, ${formatDateTime(alert.raisedAt)}`;
}

/**
 * The urgent messages the signed-in person was alerted to that nobody has opened, above every
 * page, live. Open records that the message was opened (a role that may work: that closes
 * everyone's alerts about it) and shows its conversation. An alert not shown before plays the
 * alert sound unless the person turned it off in their notification preferences (`sound` decides
 * instead when given): one raised while the app is open, and those already open when it starts
 * (browsers keep that one silent until the person has used the page). The preference is read only
 * once there is an alert, and the sound waits for it.
 */
export function UrgentAlertBanner({ sound }: { sound?: boolean }) {
  const { alerts, loaded } = useMyUrgentAlerts();
  const { preferences, loading: preferencesLoading } = useNotificationPreferences({ skip: sound !== undefined || alerts.length === 0 });
  const play = useAlertSound(sound ?? preferences?.urgentAlertSound ?? true);
  const heard = useRef(new Set<string>());
  const decided = sound !== undefined || !preferencesLoading;
  useEffect(() => {
    if (!loaded || !decided) return;
    const fresh = alerts.filter((alert) => !heard.current.has(alert.messageId));
    fresh.forEach((alert) => heard.current.add(alert.messageId));
    if (fresh.length > 0) play();
  }, [alerts, loaded, decided, play]);

  return (
    // Kept in view under the top bar while the page scrolls.
    <Box role="alert" aria-label="Urgent alerts" position="sticky" top="16" zIndex="docked">
      {alerts.length > 0 ? (
        <Stack gap="0" bg="red.600" color="white" px={{ base: '4', md: '6' }} py="2" data-testid="urgent-alerts">
          {alerts.map((alert) => (
            <UrgentAlertRow key={alert.messageId} alert={alert} />
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}

function UrgentAlertRow({ alert }: { alert: OpenUrgentAlert }) {
  const canWork = useCan('work');
  const acknowledge = useAcknowledgeUrgentMessage();
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);

  const open = async () => {
    if (canWork) {
      setOpening(true);
      try {
        await acknowledge(alert.messageId);
      } catch (error) {
        // The conversation opens all the same: its thread records the opening again.
        showError('The alert was not closed', errorMessage(error));
      } finally {
        setOpening(false);
      }
    }
    void navigate(conversationPath(alert.conversationId));
  };

  return (
    <Flex gap="3" align="center" py="1.5" data-testid="urgent-alert">
      <Box flexShrink={0} aria-hidden>
        <Siren size={20} />
      </Box>
      <Box flex="1" minW="0">
        <Text fontWeight="semibold">{urgentAlertTitle(alert)}</Text>
        <Text fontSize="sm" truncate title={alert.excerpt}>
          “{alert.excerpt}”
        </Text>
      </Box>
      <Button
        size="sm"
        variant="solid"
        bg="white"
        color="red.700"
        _hover={{ bg: 'red.50' }}
        flexShrink={0}
        loading={opening}
        aria-label={`Open the urgent message from ${alert.from}: ${alert.reason}`}
        onClick={() => void open()}
      >
        Open
      </Button>
    </Flex>
  );
}
