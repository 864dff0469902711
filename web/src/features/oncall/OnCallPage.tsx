import { Button, Card, List, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { ON_CALL_MESSAGES, URGENT_ESCALATION_MINUTES } from '@pmp/shared';
import type { ReactNode } from 'react';
import { errorMessage } from '../../lib/errors';
import { PageHeader } from '../../lib/PageHeader';
import { showError, showSuccess } from '../../lib/toaster';
import { useCan } from '../auth/useCan';
import { OnCallShiftForm } from './OnCallShiftForm';
import { ordinal, shiftHours, weekdayLabel } from './shiftFormat';
import { useOnCallShiftActions, useOnCallShifts, type OnCallShift } from './useOnCall';

function SectionCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline" bg="white">
      <Card.Header>
        <Card.Title>{title}</Card.Title>
        {description ? <Card.Description>{description}</Card.Description> : null}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

/**
 * Settings → On call: the weekly rota of who is alerted about urgent messages, which everyone may
 * read; admins add and remove shifts.
 */
export default function OnCallPage() {
  const isAdmin = useCan('admin');
  return (
    <>
      <PageHeader title="On call" />
      <Stack gap="6">
        <SectionCard title="How urgent alerts work">
          <List.Root gap="1" fontSize="sm" ps="5">
            <List.Item>
              A message that reads as an emergency (gas, carbon monoxide, fire, flooding, no heating in winter, ...) alerts the person on
              call at once: in the app, by SMS to the mobile number in their notification settings, and by e-mail.
            </List.Item>
            <List.Item>
              If nobody opens it within {URGENT_ESCALATION_MINUTES} minutes, the next person on call is alerted (in the order below), then
              every admin.
            </List.Item>
            <List.Item>Opening the message stops the alerts for everyone; its record shows who was alerted and who opened it.</List.Item>
            <List.Item>
              Days and times are the company&apos;s time zone. A shift that ends at or before its start runs into the next day.
            </List.Item>
          </List.Root>
        </SectionCard>
        <SectionCard title="Rota" description={isAdmin ? undefined : 'The rota is kept by the admins.'}>
          <Stack gap="6">
            <Rota canChange={isAdmin} />
            {isAdmin ? <OnCallShiftForm /> : null}
          </Stack>
        </SectionCard>
      </Stack>
    </>
  );
}

/** The weekly rota as a table, with Remove for an admin. */
function Rota({ canChange }: { canChange: boolean }) {
  const { shifts, loading, error } = useOnCallShifts();
  const { remove, removing } = useOnCallShiftActions();

  const removeShift = async (shift: OnCallShift) => {
    try {
      if (await remove(shift.id)) showSuccess('Shift removed', describe(shift));
      else showError('The shift was not removed', ON_CALL_MESSAGES.shiftNotFound);
    } catch (failure) {
      showError('The shift was not removed', errorMessage(failure));
    }
  };

  if (error) return <Text color="red.600" role="alert">{`The rota could not be loaded: ${errorMessage(error)}`}</Text>;
  if (loading || !shifts) return <Skeleton height="24" aria-busy="true" aria-label="Loading the rota" />;
  if (shifts.length === 0) return <Text color="fg.muted">Nobody is on the rota: urgent alerts go to the admins.</Text>;
  return (
    <Table.Root size="sm" aria-label="On-call rota">
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader>Day</Table.ColumnHeader>
          <Table.ColumnHeader>Hours</Table.ColumnHeader>
          <Table.ColumnHeader>Person</Table.ColumnHeader>
          <Table.ColumnHeader>Order</Table.ColumnHeader>
          {canChange ? <Table.ColumnHeader /> : null}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {shifts.map((shift) => (
          <Table.Row key={shift.id}>
            <Table.Cell>{weekdayLabel(shift.weekday)}</Table.Cell>
            <Table.Cell whiteSpace="nowrap">{shiftHours(shift.startsAt, shift.endsAt)}</Table.Cell>
            <Table.Cell>{shift.userName}</Table.Cell>
            <Table.Cell>{ordinal(shift.position)}</Table.Cell>
            {canChange ? (
              <Table.Cell textAlign="end">
                <Button
                  size="xs"
                  variant="ghost"
                  colorPalette="red"
                  disabled={removing}
                  aria-label={`Remove ${describe(shift)}`}
                  onClick={() => void removeShift(shift)}
                >
                  Remove
                </Button>
              </Table.Cell>
            ) : null}
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}

/** "Ada Jones, Monday 18:00 – 08:00 next day". */
function describe(shift: OnCallShift): string {
  return `${shift.userName}, ${weekdayLabel(shift.weekday)} ${shiftHours(shift.startsAt, shift.endsAt)}`;
}
