import { Box, Flex, Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useAuth } from '../features/auth/useAuth';
import { useCompanyDefaults } from '../features/company/useCompany';
import { UrgentAlertBanner } from '../features/oncall/UrgentAlertBanner';
import { setDisplayTimeZone } from '../lib/dates';
import { ContentSpinner } from './FullPageSpinner';
import { Sidebar } from './Sidebar';
import { TopBar } from './TopBar';

const MAIN_ID = 'main-content';

/** The signed-in layout: sidebar, top bar and the page. */
export function Frame({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  // Asked for once at start: a new record's form opens with the company's defaults already here.
  const { defaults, ready } = useCompanyDefaults();
  const companyZone = defaults?.timeZone ?? null;
  // Set while rendering, before the page below renders: every date it shows is in the person's
  // time zone (their profile's, else the company's), and its "today" is the company's.
  setDisplayTimeZone(user?.timeZone, companyZone);
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
        <UrgentAlertBanner />
        <Box
          as="main"
          id={MAIN_ID}
          // Drawn again when the company's zone changes: its dates and periods read it.
          key={companyZone ?? ''}
          tabIndex={-1}
          outline="none"
          flex="1"
          px={{ base: '4', md: '8' }}
          py="8"
          maxW="7xl"
          width="full"
          mx="auto"
        >
          {/* The page waits for the company's zone (or its failure: then the browser's), so no date shows in another. */}
          {ready ? children : <ContentSpinner />}
        </Box>
      </Flex>
    </Flex>
  );
}
