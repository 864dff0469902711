import { Box, Flex, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useAuth } from '../features/auth/useAuth';
import { useCompanyDefaults } from '../features/company/useCompany';
import { UrgentAlertBanner } from '../features/oncall/UrgentAlertBanner';
import { setDisplayTimeZone } from '../lib/dates';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

const MAIN_ID = 'main-content';

/** The signed-in layout: sidebar, top bar and the page. */
export function Frame({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  // Set while rendering, before the page below renders: every date it shows is in the person's
  // time zone (their profile's, else the browser's).
  setDisplayTimeZone(user?.timeZone);
  // Asked for once at start: a new record's form opens with the company's defaults already here.
  useCompanyDefaults();
  return (
    <Flex minH="100vh" bg="gray.50">
      <Link
        href={`#${MAIN_ID}`}
        position="absolute"
        left="2"
        top="-12"
        zIndex="skipLink"
        bg="white"
        px="3"
        py="2"
        borderRadius="md"
        shadow="md"
        _focusVisible={{ top: '2' }}
      >
        Skip to content
      </Link>
      <Sidebar />
      <Flex direction="column" flex="1" minW="0">
        <TopBar />
        <UrgentAlertBanner sound />
        <Box
          as="main"
          id={MAIN_ID}
          tabIndex={-1}
          outline="none"
          flex="1"
          px={{ base: '4', md: '8' }}
          py="8"
          maxW="7xl"
          width="full"
          mx="auto"
        >
          {children}
        </Box>
      </Flex>
    </Flex>
  );
}
