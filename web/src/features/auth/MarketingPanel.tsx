import { Box, Heading, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { Building2, Users, Workflow, type LucideIcon } from 'lucide-react';

interface SellingPoint {
  title: string;
  description: string;
  icon: LucideIcon;
}

const sellingPoints: readonly SellingPoint[] = [
  {
    title: 'Property Portfolio',
    description: 'Keep every property, client and contact in one place, linked to the work done on them.',
    icon: Building2,
  },
  {
    title: 'Team Coordination',
    description: 'Assign tickets and tasks, share notes and follow every conversation with the whole team.',
    icon: Users,
  },
  {
    title: 'Automated Workflows',
    description: 'SLA tracking, reminders and guided troubleshooting keep each request moving without chasing.',
    icon: Workflow,
  },
];

/** The sign-in page's marketing panel: Property Portfolio, Team Coordination, Automated Workflows. */
export function MarketingPanel() {
  return (
    <Stack gap="10" maxW="md">
      <Stack gap="3">
        <Heading as="h1" size="3xl" fontWeight="semibold" letterSpacing="tight">
          Property Maintenance Portal
        </Heading>
        <Text color="blue.100" fontSize="lg">
          Support desk and maintenance management for the people who look after our homes.
        </Text>
      </Stack>
      <Stack as="ul" gap="6" listStyleType="none">
        {sellingPoints.map((point) => (
          <HStack as="li" key={point.title} align="flex-start" gap="4">
            <Box bg="whiteAlpha.200" borderRadius="lg" p="2.5" flexShrink={0}>
              <Icon boxSize="5" aria-hidden>
                <point.icon />
              </Icon>
            </Box>
            <Stack gap="1">
              <Heading as="h2" size="md" fontWeight="semibold">
                {point.title}
              </Heading>
              <Text color="blue.100">{point.description}</Text>
            </Stack>
          </HStack>
        ))}
      </Stack>
    </Stack>
  );
}
