import { Box, Button, Flex, Input, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import { COMPANY_MESSAGES } from '@pmp/shared';
import { useState, type FormEvent } from 'react';
import { formatDate } from '../../lib/dates';
import { errorMessage } from '../../lib/errors';
import { FieldFrame } from '../../lib/FormikFields';
import { showError, showSuccess } from '../../lib/toaster';
import { usePublicHolidays } from './useCompany';

/** Settings → Company, "Public holidays": the days business hours skip (England and Wales bank holidays shipped), added and removed at once. */
export function PublicHolidaysCard() {
  const { holidays, loading, error, add, adding, remove, removing } = usePublicHolidays();
  const [day, setDay] = useState('');
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<{ field: 'day' | 'name'; message: string } | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return setProblem({ field: 'day', message: COMPANY_MESSAGES.holidayDate });
    if (!name.trim() || name.trim().length > 100) return setProblem({ field: 'name', message: COMPANY_MESSAGES.holidayName });
    setProblem(null);
    try {
      const added = await add({ day, name: name.trim() });
      showSuccess('Holiday added', `${formatDate(added.day)}: ${added.name}`);
      setDay('');
      setName('');
    } catch (failure) {
      setProblem({ field: 'day', message: errorMessage(failure) });
    }
  };

  const removeDay = async (holiday: string) => {
    try {
      await remove(holiday);
    } catch (failure) {
      showError('The holiday was not removed', errorMessage(failure));
    }
  };

  return (
    <Stack gap="4">
      <form aria-label="Add a public holiday" onSubmit={(event) => void submit(event)} noValidate>
        <Flex gap="3" align="flex-end" wrap="wrap">
          <Box w="48">
            <FieldFrame label="Date" error={problem?.field === 'day' ? problem.message : undefined}>
              <Input type="date" size="sm" value={day} onChange={(e) => setDay(e.target.value)} />
            </FieldFrame>
          </Box>
          <Box flex="1" minW="56">
            <FieldFrame label="Name" error={problem?.field === 'name' ? problem.message : undefined}>
              <Input size="sm" value={name} maxLength={100} onChange={(e) => setName(e.target.value)} placeholder="Company away day" />
            </FieldFrame>
          </Box>
          <Button type="submit" size="sm" variant="outline" loading={adding}>
            Add Holiday
          </Button>
        </Flex>
      </form>
      {error ? (
        <Text color="red.600" role="alert">{`The holidays could not be loaded: ${errorMessage(error)}`}</Text>
      ) : loading || !holidays ? (
        <Skeleton height="24" aria-busy="true" aria-label="Loading the holidays" />
      ) : holidays.length === 0 ? (
        <Text color="fg.muted">No public holidays from this year on: business hours count every open weekday.</Text>
      ) : (
        <Table.Root size="sm" aria-label="Public holidays">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Date</Table.ColumnHeader>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {holidays.map((holiday) => (
              <Table.Row key={holiday.day}>
                <Table.Cell whiteSpace="nowrap">{formatDate(holiday.day)}</Table.Cell>
                <Table.Cell>{holiday.name}</Table.Cell>
                <Table.Cell textAlign="end">
                  <Button
                    size="xs"
                    variant="ghost"
                    colorPalette="red"
                    disabled={removing}
                    aria-label={`Remove ${holiday.name} (${holiday.day})`}
                    onClick={() => void removeDay(holiday.day)}
                  >
                    Remove
                  </Button>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </Stack>
  );
}
