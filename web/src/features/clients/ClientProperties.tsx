import { Box, Link, List, Spinner, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { errorMessage } from '../../lib/errors';
import { useClientProperties } from './useClients';

/** The client's properties in the client's view mode: the newest five and how many there are. */
export function ClientProperties({ clientId }: { clientId: string }) {
  const { properties, totalCount, loading, error } = useClientProperties(clientId);
  if (loading) return <Spinner size="sm" color="blue.500" aria-label="Loading properties" />;
  if (error) return <Text color="red.600">{errorMessage(error)}</Text>;
  if (totalCount === 0) return <Text color="gray.500">No properties linked yet</Text>;
  return (
    <Box>
      <List.Root gap="1" variant="plain" aria-label="Client properties">
        {properties.map((property) => (
          <List.Item key={property.id} display="block">
            <Text as="span" fontWeight="medium">
              {property.name}
            </Text>
            <Text as="span" color="gray.500">
              {' '}
              · {property.address}
            </Text>
          </List.Item>
        ))}
      </List.Root>
      {totalCount > properties.length ? (
        <Text fontSize="sm" color="gray.500" mt="1">
          and {totalCount - properties.length} more on the{' '}
          <Link asChild color="blue.600">
            <RouterLink to={paths.properties}>Properties</RouterLink>
          </Link>{' '}
          page
        </Text>
      ) : null}
    </Box>
  );
}
