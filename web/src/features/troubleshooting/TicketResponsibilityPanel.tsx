import { Badge, Box, Flex, Spinner, Stack, Text } from '@chakra-ui/react';
import { errorMessage } from '../../lib/errors';
import { CategoryValue } from '@pmp/shared';
import { RESPONSIBILITY_COLORS, RESPONSIBILITY_TEXT } from './knowledgeLabels';
import { useTicketResponsibility } from './useKnowledgeBase';

/**
 * Who is responsible for a ticket's repair (landlord, tenant or shared) with the legal note: the
 * responsibility matrix's entries for the ticket's property's country (UK without a property) and
 * its category, the one closest to the ticket's words first and marked when it stands out.
 */
export function TicketResponsibilityPanel({ ticketId }: { ticketId: string }) {
  const { responsibility, loading, error } = useTicketResponsibility(ticketId);
  if (loading) return <Spinner size="sm" />;
  if (error || !responsibility) {
    return (
      <Text fontSize="sm" color="red.600">
        {error ? errorMessage(error) : 'Not available'}
      </Text>
    );
  }
  const { country, countryFromProperty, category, entries, bestMatchId } = responsibility;
  const where = `${CategoryValue[category]} · ${country}${countryFromProperty ? '' : ' (no property: default country)'}`;
  if (entries.length === 0) {
    return (
      <Stack gap="1" fontSize="sm">
        <Text color="gray.500">No responsibility rule recorded for this kind of repair.</Text>
        <Text fontSize="xs" color="gray.500">
          {where}
        </Text>
      </Stack>
    );
  }
  return (
    <Stack gap="3" fontSize="sm">
      <Text fontSize="xs" color="gray.500">
        {where}
      </Text>
      <Stack as="ul" listStyleType="none" gap="3">
        {entries.map((entry) => (
          <Box as="li" key={entry.id} aria-current={entry.id === bestMatchId ? 'true' : undefined}>
            <Flex justify="space-between" gap="2" align="start">
              <Text fontWeight={entry.id === bestMatchId ? 'semibold' : 'normal'}>{entry.issueType}</Text>
              <Badge colorPalette={RESPONSIBILITY_COLORS[entry.responsibility]} flexShrink={0}>
                {RESPONSIBILITY_TEXT[entry.responsibility]}
              </Badge>
            </Flex>
            {entry.id === bestMatchId && entries.length > 1 ? (
              <Text fontSize="xs" color="blue.600">
                Closest match to this ticket
              </Text>
            ) : null}
            {entry.urgencyLevel ? (
              <Text fontSize="xs" color="gray.500">
                Urgency: {entry.urgencyLevel}
              </Text>
            ) : null}
            {entry.legalNotes ? (
              <Text fontSize="xs" color="gray.700" mt="1" whiteSpace="pre-wrap">
                {entry.legalNotes}
              </Text>
            ) : null}
          </Box>
        ))}
      </Stack>
    </Stack>
  );
}
