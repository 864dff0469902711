import { Button, Card, Checkbox, Flex, SimpleGrid, Spinner, Stack, Table, Text } from '@chakra-ui/react';
import {
  byName,
  E164_PATTERN,
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_DIGEST_TIME,
  NOTIFICATION_EVENT_LABELS,
  NOTIFICATION_MESSAGES,
  NotificationEvent as NotificationEventValue,
  TIME_OF_DAY_PATTERN,
  type NotificationChannels,
} from '@pmp/shared';
import { Form, Formik, useField, useFormikContext } from 'formik';
import * as yup from 'yup';
import type { NotificationEvent } from '../../gql/graphql';
import { showSaveError } from '../../lib/formErrors';
import { FormikCheckbox } from '../../lib/FormikCheckbox';
import { FormikTextField } from '../../lib/FormikFields';
import { showSuccess } from '../../lib/toaster';
import {
  useNotificationPreferences,
  useUpdateNotificationPreferences,
  type NotificationPreferences,
} from '../notifications/useNotificationPreferences';

const EVENT_LABELS: Record<NotificationEvent, string> = byName<typeof NotificationEventValue, string>(
  NotificationEventValue,
  NOTIFICATION_EVENT_LABELS,
);
const CHANNELS = Object.keys(NOTIFICATION_CHANNEL_LABELS) as (keyof NotificationChannels)[];
const SERVER_FIELDS = ['mobilePhone', 'quietHoursStart', 'quietHoursEnd'];

interface Values {
  /** By event, in the order the server lists them. */
  channels: Record<string, NotificationChannels>;
  mobilePhone: string;
  /** "HH:MM", or '' for none. */
  quietHoursStart: string;
  quietHoursEnd: string;
  digest: boolean;
  urgentAlertSound: boolean;
}

const anySms = (channels: Values['channels'] | undefined) => Object.values(channels ?? {}).some((c) => c.sms);

const schema = yup.object({
  mobilePhone: yup
    .string()
    .trim()
    .matches(E164_PATTERN, { message: NOTIFICATION_MESSAGES.mobilePhone, excludeEmptyString: true })
    .test('needed-for-sms', NOTIFICATION_MESSAGES.smsNeedsMobile, function (value) {
      return Boolean(value) || !anySms((this.parent as Values).channels);
    }),
  quietHoursStart: yup
    .string()
    .matches(TIME_OF_DAY_PATTERN, { message: NOTIFICATION_MESSAGES.quietHoursTime, excludeEmptyString: true })
    .test('both-ends', NOTIFICATION_MESSAGES.quietHoursStart, function (value) {
      return Boolean(value) || !(this.parent as Values).quietHoursEnd;
    }),
  quietHoursEnd: yup
    .string()
    .matches(TIME_OF_DAY_PATTERN, { message: NOTIFICATION_MESSAGES.quietHoursTime, excludeEmptyString: true })
    .test('both-ends', NOTIFICATION_MESSAGES.quietHoursEnd, function (value) {
      return Boolean(value) || !(this.parent as Values).quietHoursStart;
    })
    .test('not-empty', NOTIFICATION_MESSAGES.quietHoursSame, function (value) {
      return !value || value !== (this.parent as Values).quietHoursStart;
    }),
});

function valuesOf(preferences: NotificationPreferences): Values {
  return {
    channels: Object.fromEntries(preferences.events.map((e) => [e.event, { inApp: e.inApp, email: e.email, sms: e.sms }])),
    mobilePhone: preferences.mobilePhone ?? '',
    quietHoursStart: preferences.quietHoursStart ?? '',
    quietHoursEnd: preferences.quietHoursEnd ?? '',
    digest: preferences.digest,
    urgentAlertSound: preferences.urgentAlertSound,
  };
}

/** One cell's checkbox: its label (event and channel) is read out, not shown; the table's headings show it. */
function ChannelCheckbox({ name, label }: { name: string; label: string }) {
  const [field, , helpers] = useField<boolean>(name);
  return (
    <Checkbox.Root
      checked={field.value}
      onCheckedChange={(event) => void helpers.setValue(event.checked === true)}
      colorPalette="blue"
      size="sm"
    >
      <Checkbox.HiddenInput name={name} onBlur={field.onBlur} />
      <Checkbox.Control />
      <Checkbox.Label srOnly>{label}</Checkbox.Label>
    </Checkbox.Root>
  );
}

function ChannelTable({ events }: { events: readonly NotificationEvent[] }) {
  return (
    <Table.Root size="sm" aria-label="Notification channels by event">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Event</Table.ColumnHeader>
          {CHANNELS.map((channel) => (
            <Table.ColumnHeader key={channel} textAlign="center">
              {NOTIFICATION_CHANNEL_LABELS[channel]}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {events.map((event) => (
          <Table.Row key={event}>
            <Table.Cell>{EVENT_LABELS[event]}</Table.Cell>
            {CHANNELS.map((channel) => (
              <Table.Cell key={channel} textAlign="center">
                <ChannelCheckbox
                  name={`channels.${event}.${channel}`}
                  label={`${NOTIFICATION_CHANNEL_LABELS[channel]}: ${EVENT_LABELS[event]}`}
                />
              </Table.Cell>
            ))}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** The mobile number is required (and marked so) while any SMS is chosen. */
function MobileField() {
  const { values } = useFormikContext<Values>();
  return (
    <FormikTextField
      name="mobilePhone"
      label="Mobile number"
      type="tel"
      autoComplete="tel"
      placeholder="+441234567890"
      required={anySms(values.channels)}
      helperText="For SMS, in international format."
    />
  );
}

/**
 * The Profile page's Notifications section: which events reach the person by which channel, their
 * mobile number for SMS, quiet hours, the daily digest and the urgent-alert sound.
 */
export function NotificationPreferencesCard() {
  const { preferences, loading, error } = useNotificationPreferences();
  const { update, saving } = useUpdateNotificationPreferences();
  return (
    <Card.Root variant="outline" bg="white">
      <Card.Header>
        <Card.Title>Notifications</Card.Title>
      </Card.Header>
      <Card.Body>
        {!preferences ? (
          loading ? (
            <Flex align="center" gap="2" color="fg.muted">
              <Spinner size="sm" /> <Text>Loading notification preferences...</Text>
            </Flex>
          ) : (
            <Text color="red.600" role="alert">
              {error ? 'Could not load your notification preferences.' : null}
            </Text>
          )
        ) : (
          <Formik<Values>
            initialValues={valuesOf(preferences)}
            enableReinitialize
            validationSchema={schema}
            onSubmit={async (values, helpers) => {
              try {
                await update({
                  events: preferences.events.map(({ event }) => ({ event, ...values.channels[event]! })),
                  mobilePhone: values.mobilePhone.trim() || null,
                  quietHoursStart: values.quietHoursStart || null,
                  quietHoursEnd: values.quietHoursEnd || null,
                  digest: values.digest,
                  urgentAlertSound: values.urgentAlertSound,
                });
                showSuccess(NOTIFICATION_MESSAGES.saved);
              } catch (failure) {
                showSaveError(failure, NOTIFICATION_MESSAGES.saveFailed, SERVER_FIELDS, helpers);
              }
            }}
          >
            <Form aria-label="Notification preferences" noValidate>
              <Stack gap="5">
                <ChannelTable events={preferences.events.map((e) => e.event)} />
                <MobileField />
                <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                  <FormikTextField name="quietHoursStart" label="Quiet hours start" type="time" />
                  <FormikTextField name="quietHoursEnd" label="Quiet hours end" type="time" />
                </SimpleGrid>
                <Text fontSize="sm" color="fg.muted">
                  {`Times in ${preferences.timeZone}; an end before the start runs overnight. During quiet hours no e-mail or SMS is sent (e-mail waits until they end); urgent alerts for the person on call still come through.`}
                </Text>
                <FormikCheckbox
                  name="digest"
                  label={`Daily digest: gather e-mail into one message at ${NOTIFICATION_DIGEST_TIME} (SLA warnings still come at once)`}
                />
                <FormikCheckbox name="urgentAlertSound" label="Play a sound for urgent alerts" />
                <Flex justify="flex-end">
                  <Button type="submit" colorPalette="blue" loading={saving} loadingText="Saving...">
                    Save Notifications
                  </Button>
                </Flex>
              </Stack>
            </Form>
          </Formik>
        )}
      </Card.Body>
    </Card.Root>
  );
}
