import { Box, Link as ChakraLink, Flex, HStack, Icon, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink, useLocation } from 'react-router';
import { getConfig } from '../lib/config';
import { useCompanyDefaults } from '../features/company/useCompany';
import { BrandMark } from '../lib/BrandMark';
import { DatabaseStatus } from './DatabaseStatus';
import { isNavItemCurrent, navSections, type NavItem } from './navigation';

function SidebarLink({ item, current }: { item: NavItem; current: boolean }) {
  return (
    <ChakraLink
      asChild
      display="flex"
      alignItems="center"
      gap="3"
      px="3"
      py="2"
      borderRadius="md"
      fontSize="sm"
      fontWeight={current ? 'semibold' : 'medium'}
      color={current ? 'blue.700' : 'gray.700'}
      bg={current ? 'blue.50' : 'transparent'}
      textDecoration="none"
      _hover={{ bg: current ? 'blue.50' : 'gray.100', textDecoration: 'none' }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'blue.500', outlineOffset: '0' }}
      transition="background 120ms"
    >
      <RouterLink to={item.path} aria-current={current ? 'page' : undefined}>
        <Icon boxSize="4" color={current ? 'blue.600' : 'gray.500'} aria-hidden>
          <item.icon />
        </Icon>
        {item.label}
      </RouterLink>
    </ChakraLink>
  );
}

/** Brand, navigation and the database status: shared by the desktop sidebar and the mobile drawer. */
export function SidebarContent() {
  const { pathname } = useLocation();
  // The page's name until the company's own is here; an admin's rename shows at once.
  const companyName = useCompanyDefaults().defaults?.name ?? getConfig().companyName;
  return (
    <Flex direction="column" height="full">
      <HStack gap="3" px="4" minH="16" borderBottomWidth="1px" borderColor="gray.200">
        <BrandMark />
        <Text fontWeight="semibold" fontSize="sm" lineHeight="short">{`${companyName} Property Maintenance`}</Text>
      </HStack>
      <Box as="nav" aria-label="Main" flex="1" overflowY="auto" px="3" py="4">
        <Stack gap="6">
          {navSections.map((section) => (
            <Stack key={section.title} gap="1">
              <Text px="3" pb="1" fontSize="xs" fontWeight="semibold" letterSpacing="wider" color="gray.500">
                {section.title}
              </Text>
              {section.items.map((item) => (
                <SidebarLink key={item.path} item={item} current={isNavItemCurrent(item, pathname)} />
              ))}
            </Stack>
          ))}
        </Stack>
      </Box>
      <DatabaseStatus />
    </Flex>
  );
}

/**
 * The desktop sidebar (md and up); smaller screens open the same content in a drawer. The white
 * column runs the page's whole height; its content sticks to the window (one window high, its
 * navigation scrolling on its own), so it stays in place while a long page scrolls.
 */
export function Sidebar() {
  return (
    <Box
      as="aside"
      width="64"
      flexShrink={0}
      bg="white"
      borderRightWidth="1px"
      borderColor="gray.200"
      display={{ base: 'none', md: 'block' }}
    >
      <Box position="sticky" top="0" height="100vh">
        <SidebarContent />
      </Box>
    </Box>
  );
}
