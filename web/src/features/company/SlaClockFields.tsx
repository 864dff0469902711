import { Box, Flex, Input, SimpleGrid, Stack, Table, Text } from '@chakra-ui/react';
import {
  TICKET_PRIORITY_LABELS,
  TICKET_STATUS_LABELS,
  TicketPriorityValue,
  TicketStatusValue,
  WEEKDAYS,
  WEEKDAY_LABELS,
} from '@pmp/shared';
import { getIn, useFormikContext } from 'formik';
import { FormikCheckbox } from '../../lib/FormikCheckbox';
import { FormikSelectField } from '../../lib/FormikFields';
import { PAUSABLE_STATUSES, PRIORITY_NAMES, type CompanyFormValues } from './companySchema';

/** Every zone the browser knows, the company's first when it is not among them. */
function zonesWith(current: string): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes(current) ? zones : [current, ...zones];
}

/** One weekday's row: open or closed, and its hours. */
function DayRow({ weekday }: { weekday: (typeof WEEKDAYS)[number] }) {
  const { values, errors, handleChange, handleBlur } = useFormikContext<CompanyFormValues>();
  const day = values.days[String(weekday)]!;
  const label = WEEKDAY_LABELS[weekday];
  const error =
    (getIn(errors, `days.${weekday}.closes`) as string | undefined) ?? (getIn(errors, `days.${weekday}.opens`) as string | undefined);
  return (
    <Table.Row>
      <Table.Cell>
        <FormikCheckbox name={`days.${weekday}.open`} label={label} />
      </Table.Cell>
      {(['opens', 'closes'] as const).map((edge) => (
        <Table.Cell key={edge}>
          <Input
            type="time"
            size="sm"
            name={`days.${weekday}.${edge}`}
            aria-label={`${label} ${edge === 'opens' ? 'opens' : 'closes'}`}
            value={day[edge]}
            onChange={handleChange}
            onBlur={handleBlur}
            disabled={!day.open}
            aria-invalid={Boolean(error)}
          />
        </Table.Cell>
      ))}
      <Table.Cell>
        {error ? (
          <Text fontSize="xs" color="red.600">
            {error}
          </Text>
        ) : null}
      </Table.Cell>
    </Table.Row>
  );
}

/** Settings → Company, "SLA clock": the zone, what pauses the clock, and business hours. */
export function SlaClockFields() {
  const { values, errors } = useFormikContext<CompanyFormValues>();
  const noDay = typeof errors.days === 'string' ? errors.days : null;
  return (
    <Stack gap="5">
      <Box maxW="sm">
        <FormikSelectField name="timeZone" label="Time zone" helperText="Business hours and holidays are counted in it.">
          {zonesWith(values.timeZone).map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </FormikSelectField>
      </Box>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
        <Stack gap="2" role="group" aria-label="Statuses that pause the SLA clock">
          <Text fontSize="sm" fontWeight="medium">
            Pause the SLA clock while a ticket is
          </Text>
          {PAUSABLE_STATUSES.map((status) => (
            <FormikCheckbox key={status} name={`pauses.${status}`} label={TICKET_STATUS_LABELS[TicketStatusValue[status]]} />
          ))}
          <Text fontSize="xs" color="fg.muted">
            The due time moves on by the pause. A ticket already overdue stays overdue.
          </Text>
        </Stack>
        <Stack gap="2" role="group" aria-label="Priorities that count business hours only">
          <Text fontSize="sm" fontWeight="medium">
            Count business hours only for
          </Text>
          {PRIORITY_NAMES.map((priority) => (
            <FormikCheckbox
              key={priority}
              name={`businessHoursFor.${priority}`}
              label={TICKET_PRIORITY_LABELS[TicketPriorityValue[priority]]}
            />
          ))}
          <Text fontSize="xs" color="fg.muted">
            The others count every hour, day and night. Public holidays count as closed.
          </Text>
        </Stack>
      </SimpleGrid>
      <Box>
        <Table.Root size="sm" aria-label="Business hours" maxW="xl">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Open on</Table.ColumnHeader>
              <Table.ColumnHeader>Opens</Table.ColumnHeader>
              <Table.ColumnHeader>Closes</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {WEEKDAYS.map((weekday) => (
              <DayRow key={weekday} weekday={weekday} />
            ))}
          </Table.Body>
        </Table.Root>
        {noDay ? (
          <Flex mt="2">
            <Text fontSize="sm" color="red.600" role="alert">
              {noDay}
            </Text>
          </Flex>
        ) : null}
      </Box>
    </Stack>
  );
}
