import { Spinner, Table, Text } from '@chakra-ui/react';

/** A full-width table row for loading, error and empty states. */
export function TableMessageRow({ colSpan, loading, error, empty }: { colSpan: number; loading?: boolean; error?: string; empty: string }) {
  return (
    <Table.Row>
      <Table.Cell colSpan={colSpan} py="10" textAlign="center">
        {loading ? (
          <Spinner size="sm" color="blue.500" aria-label="Loading" />
        ) : (
          <Text color={error ? 'red.600' : 'gray.500'}>{error ?? empty}</Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}
