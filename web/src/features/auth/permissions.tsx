import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { can, ROLE_LABELS, rolesFor, type Need } from '@pmp/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { useRole } from './useCan';

/** A page only some roles may open: others see which roles may, instead of controls that would be refused. */
export function RequireNeed({ need, children }: { need: Exclude<Need, 'public'>; children: ReactNode }) {
  const role = useRole();
  if (can(role, need)) return children;
  const allowed = rolesFor(need)
    .map((r) => ROLE_LABELS[r])
    .join(' or ');
  return (
    <Stack align="center" textAlign="center" gap="4" py="24">
      <Heading as="h1" size="2xl" fontWeight="semibold">
        Not available to your role
      </Heading>
      <Text color="gray.600" maxW="md">
        This page is for {allowed}. Your role is {role ? ROLE_LABELS[role] : 'none'}; an admin can change it.
      </Text>
      <Button asChild colorPalette="blue" variant="outline">
        <RouterLink to={paths.dashboard}>Back to Dashboard</RouterLink>
      </Button>
    </Stack>
  );
}
