import { Badge, Box, Button, Circle, Flex, HStack, IconButton, Popover, Portal, Spinner, Stack, Text } from '@chakra-ui/react';
import {
  AlarmClock,
  AtSign,
  Bell,
  BellOff,
  Check,
  CheckCheck,
  ClipboardCheck,
  Hourglass,
  MailWarning,
  MessageSquareReply,
  ShieldAlert,
  Siren,
  UserCheck,
} from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { NotificationType } from '../../gql/graphql';
import { paths, ticketDetailPath } from '../../lib/paths';
import { formatDateTime } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { showError, showSuccess } from '../../lib/toaster';
import { useUpdateTask } from '../tasks/useTasks';
import {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotificationList,
  useUnreadNotificationCount,
  type NotificationItem,
} from './useNotifications';

/** Snooze choices for a task's reminders, in minutes. */
export const SNOOZE_OPTIONS: ReadonlyArray<{ minutes: number; label: string }> = [
  { minutes: 60, label: '1 hour' },
  { minutes: 240, label: '4 hours' },
  { minutes: 1440, label: '1 day' },
];

/** How each kind of notification looks: an upcoming reminder or a 75% warning calls for attention, the others for action. */
const NOTICE_LOOKS: Record<NotificationType, { color: string; icon: ReactNode }> = {
  UPCOMING: { color: 'blue.500', icon: <AlarmClock size={16} /> },
  OVERDUE: { color: 'red.500', icon: <AlarmClock size={16} /> },
  EMAIL_CONNECTION: { color: 'red.500', icon: <MailWarning size={16} /> },
  SLA_WARNING: { color: 'orange.500', icon: <Hourglass size={16} /> },
  SLA_BREACH: { color: 'red.500', icon: <ShieldAlert size={16} /> },
  TICKET_ASSIGNED: { color: 'blue.500', icon: <UserCheck size={16} /> },
  TENANT_REPLY: { color: 'blue.500', icon: <MessageSquareReply size={16} /> },
  TASK_ASSIGNED: { color: 'blue.500', icon: <ClipboardCheck size={16} /> },
  MENTION: { color: 'blue.500', icon: <AtSign size={16} /> },
  URGENT_ALERT: { color: 'red.600', icon: <Siren size={16} /> },
};

function NotificationRow({
  notification,
  onOpen,
  onMarkRead,
  onSnooze,
}: {
  notification: NotificationItem;
  onOpen: () => void;
  onMarkRead: () => void;
  onSnooze: (minutes: number) => void;
}) {
  const unread = !notification.readAt;
  const [snoozing, setSnoozing] = useState(false);
  return (
    <Box borderBottomWidth="1px" borderColor="gray.100" bg={unread ? 'blue.50' : undefined}>
      <Flex gap="3" px="3" py="2.5" align="flex-start" data-testid="notification" data-unread={unread ? 'true' : 'false'}>
        <Box color={NOTICE_LOOKS[notification.type].color} pt="0.5" aria-hidden>
          {NOTICE_LOOKS[notification.type].icon}
        </Box>
        <Box
          as="button"
          flex="1"
          minW="0"
          textAlign="start"
          onClick={onOpen}
          _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500' }}
          aria-label={`${notification.title}. ${notification.body}`}
        >
          <Text fontSize="sm" fontWeight={unread ? 'semibold' : 'normal'} lineClamp={2}>
            {notification.title}
          </Text>
          <Text fontSize="xs" color="fg.muted">
            {notification.body}
          </Text>
          <Text fontSize="xs" color="fg.subtle">
            {formatDateTime(notification.createdAt)}
          </Text>
        </Box>
        {notification.taskId && (notification.type === 'UPCOMING' || notification.type === 'OVERDUE') ? (
          <IconButton
            aria-label="Snooze reminders"
            aria-expanded={snoozing}
            size="2xs"
            variant="ghost"
            onClick={() => setSnoozing((v) => !v)}
            title="Snooze reminders"
          >
            <BellOff />
          </IconButton>
        ) : null}
        {unread ? (
          <IconButton aria-label="Mark read" size="2xs" variant="ghost" onClick={onMarkRead} title="Mark read">
            <Check />
          </IconButton>
        ) : null}
      </Flex>
      {snoozing ? (
        <HStack px="3" pb="2.5" ps="10" gap="1.5" role="group" aria-label="Snooze for">
          <Text fontSize="xs" color="fg.muted">
            Snooze for
          </Text>
          {SNOOZE_OPTIONS.map((o) => (
            <Button
              key={o.minutes}
              size="2xs"
              variant="outline"
              onClick={() => {
                setSnoozing(false);
                onSnooze(o.minutes);
              }}
            >
              {o.label}
            </Button>
          ))}
        </HStack>
      ) : null}
    </Box>
  );
}

/** The top bar's bell: unread count, and a list to open the ticket, mark read or mark all read. */
export function NotificationsButton() {
  const [open, setOpen] = useState(false);
  const unread = useUnreadNotificationCount();
  const { notifications, totalCount, loading, error } = useNotificationList(open);
  const markRead = useMarkNotificationRead();
  const { markAll, loading: markingAll } = useMarkAllNotificationsRead();
  const { updateTask } = useUpdateTask();
  const navigate = useNavigate();

  async function run(action: () => Promise<unknown>) {
    try {
      await action();
    } catch (failure) {
      showError('Failed to update notifications', errorMessage(failure));
    }
  }

  function openNotification(n: NotificationItem) {
    if (!n.readAt) void run(() => markRead(n.id));
    if (n.ticketId) {
      setOpen(false);
      void navigate(ticketDetailPath(n.ticketId));
    } else if (n.type === 'EMAIL_CONNECTION') {
      // The mail account needs reconnecting: the Reconnect button is on the settings screen.
      setOpen(false);
      void navigate(paths.emailSettings);
    }
  }

  /** No reminder for the task before the chosen time; the notification counts as read. */
  function snooze(n: NotificationItem, minutes: number) {
    if (!n.taskId) return;
    const taskId = n.taskId;
    const until = new Date(Date.now() + minutes * 60_000);
    void run(async () => {
      await updateTask({ id: taskId, snoozedUntil: until.toISOString() });
      if (!n.readAt) await markRead(n.id);
      showSuccess('Reminder snoozed', `No reminder before ${formatDateTime(until)}`);
    });
  }

  const label = unread > 0 ? `Notifications (${unread} unread)` : 'Notifications';
  return (
    <Popover.Root open={open} onOpenChange={(e) => setOpen(e.open)} positioning={{ placement: 'bottom-end' }}>
      <Popover.Trigger asChild>
        <IconButton aria-label={label} variant="ghost" size="sm" color="gray.600" position="relative">
          <Bell />
          {unread > 0 ? (
            <Circle
              size="4.5"
              minW="4.5"
              px="1"
              bg="red.500"
              color="white"
              fontSize="2xs"
              fontWeight="bold"
              position="absolute"
              top="0.5"
              right="0.5"
              data-testid="unread-count"
              aria-hidden
            >
              {unread > 99 ? '99+' : unread}
            </Circle>
          ) : null}
        </IconButton>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content width={{ base: 'xs', sm: 'sm' }} maxH="28rem" overflow="hidden" display="flex" flexDirection="column">
            <Flex px="3" py="2" align="center" justify="space-between" borderBottomWidth="1px" borderColor="gray.200">
              <Popover.Title fontWeight="semibold" fontSize="sm">
                Notifications
                {unread > 0 ? (
                  <Badge ms="2" size="xs" colorPalette="red">
                    {unread} unread
                  </Badge>
                ) : null}
              </Popover.Title>
              {/* Not while the list loads: its answer, asked for before, would show the rows unread again. */}
              <Button size="xs" variant="ghost" disabled={unread === 0 || markingAll || loading} onClick={() => void run(markAll)}>
                <CheckCheck size={14} aria-hidden />
                Mark all read
              </Button>
            </Flex>
            <Box overflowY="auto" flex="1">
              {loading ? (
                <Flex justify="center" py="6">
                  <Spinner size="sm" aria-label="Loading notifications" />
                </Flex>
              ) : error ? (
                <Text px="3" py="4" fontSize="sm" color="red.600">
                  {errorMessage(error)}
                </Text>
              ) : notifications.length === 0 ? (
                <Stack align="center" py="8" gap="1" color="fg.muted">
                  <Bell size={20} aria-hidden />
                  <Text fontSize="sm">No notifications</Text>
                  <Text fontSize="xs">Task reminders will appear here.</Text>
                </Stack>
              ) : (
                <Stack gap="0">
                  {notifications.map((n) => (
                    <NotificationRow
                      key={n.id}
                      notification={n}
                      onOpen={() => openNotification(n)}
                      onMarkRead={() => void run(() => markRead(n.id))}
                      onSnooze={(minutes) => snooze(n, minutes)}
                    />
                  ))}
                  {totalCount > notifications.length ? (
                    <Text px="3" py="2" fontSize="xs" color="fg.muted">
                      Showing the newest {notifications.length} of {totalCount}
                    </Text>
                  ) : null}
                </Stack>
              )}
            </Box>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
