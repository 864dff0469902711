import { Box, Flex, Heading, HStack, IconButton } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { NotificationsButton } from '../features/notifications/NotificationsButton';
import { TopBarSearch } from '../features/search/TopBarSearch';
import { MobileNavigation } from './MobileNavigation';
import { pageTitleFor } from './navigation';
import { UserMenu } from './UserMenu';

/**
 * Page title, search across tickets, contacts, clients and properties, notifications and the user
 * menu. On phones (below 480 px) the search box opens in a row of its own under the bar.
 */
export function TopBar() {
  const { pathname, key } = useLocation();
  const [phoneSearch, setPhoneSearch] = useState(false);
  // Closed by any navigation, a search's own included (Enter opens the tickets list searched).
  useEffect(() => setPhoneSearch(false), [key]);
  return (
    <>
      <Flex
        as="header"
        height="16"
        px={{ base: '4', md: '6' }}
        align="center"
        gap="4"
        bg="white"
        borderBottomWidth="1px"
        borderColor="gray.200"
        position="sticky"
        top="0"
        zIndex="docked"
      >
        <MobileNavigation />
        <Heading as="p" size="md" fontWeight="semibold" flexShrink={0} data-testid="top-bar-title">
          {pageTitleFor(pathname)}
        </Heading>
        <HStack flex="1" justify="flex-end" gap="2">
          <Box maxW="sm" flex="1" display={{ base: 'none', sm: 'block' }}>
            <TopBarSearch />
          </Box>
          <IconButton
            aria-label={phoneSearch ? 'Close search' : 'Open search'}
            aria-expanded={phoneSearch}
            variant="ghost"
            size="sm"
            display={{ base: 'inline-flex', sm: 'none' }}
            onClick={() => setPhoneSearch((open) => !open)}
          >
            <Search />
          </IconButton>
          <NotificationsButton />
          <UserMenu />
        </HStack>
      </Flex>
      {phoneSearch ? (
        <Box display={{ base: 'block', sm: 'none' }} px="4" py="2" bg="white" borderBottomWidth="1px" borderColor="gray.200">
          <TopBarSearch autoFocus />
        </Box>
      ) : null}
    </>
  );
}
