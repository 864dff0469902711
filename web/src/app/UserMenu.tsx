import { Avatar, Box, Button, HStack, Menu, Portal, Stack, Text } from '@chakra-ui/react';
import { ChevronDown, LogOut, Settings, User } from 'lucide-react';
import { useNavigate } from 'react-router';
import type { CurrentUser } from '../features/auth/authHooks';
import { useAuth } from '../features/auth/useAuth';
import { errorMessage } from '../lib/errors';
import { paths } from '../lib/paths';
import { showError, showSuccess } from '../lib/toaster';

/** The api sends the display name and initials (docs/product.md §2). */
function UserAvatar({ user }: { user: CurrentUser }) {
  return (
    <Avatar.Root size="sm" colorPalette="blue">
      <Avatar.Fallback>{user.initials}</Avatar.Fallback>
      {user.profileImageUrl ? <Avatar.Image src={user.profileImageUrl} alt={user.name} /> : null}
    </Avatar.Root>
  );
}

/** Avatar, name and email; Profile, Settings and Sign out. */
export function UserMenu() {
  const { user, logout, isLoggingOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  const name = user.name;

  async function signOut() {
    try {
      await logout();
      showSuccess('Logged out', 'You have been successfully logged out.');
    } catch (error) {
      showError('Logout failed', errorMessage(error));
    }
  }

  return (
    <Menu.Root
      positioning={{ placement: 'bottom-end' }}
      onSelect={({ value }) => {
        if (value === 'sign-out') void signOut();
        else if (value === 'profile') void navigate(paths.profile);
        else if (value === 'settings') void navigate(paths.settings);
      }}
    >
      <Menu.Trigger asChild>
        <Button variant="ghost" px="2" height="auto" py="1.5" aria-label={`User menu for ${name}`}>
          <HStack gap="3">
            <UserAvatar user={user} />
            <Stack gap="0" align="flex-start" display={{ base: 'none', lg: 'flex' }} maxW="48">
              <Text fontSize="sm" fontWeight="medium" truncate maxW="48">
                {name}
              </Text>
              <Text fontSize="xs" color="gray.500" truncate maxW="48">
                {user.email}
              </Text>
            </Stack>
            <Box color="gray.500" display={{ base: 'none', lg: 'block' }} aria-hidden>
              <ChevronDown size={16} />
            </Box>
          </HStack>
        </Button>
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content width="14rem" minW="14rem">
            <Box px="2" py="1.5">
              <Text fontSize="sm" fontWeight="medium" truncate>
                {name}
              </Text>
              <Text fontSize="xs" color="gray.500" truncate>
                {user.email}
              </Text>
            </Box>
            <Menu.Separator />
            <Menu.Item value="profile">
              <User size={16} aria-hidden />
              Profile
            </Menu.Item>
            <Menu.Item value="settings">
              <Settings size={16} aria-hidden />
              Settings
            </Menu.Item>
            <Menu.Separator />
            <Menu.Item value="sign-out" disabled={isLoggingOut} closeOnSelect={false}>
              <LogOut size={16} aria-hidden />
              {isLoggingOut ? 'Signing out...' : 'Sign out'}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
