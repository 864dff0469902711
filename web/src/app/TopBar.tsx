import { Box, Flex, Heading, HStack } from "@chakra-ui/react";
import { useLocation } from "react-router";
import { NotificationsButton } from "../features/notifications/NotificationsButton";
import { TopBarSearch } from "../features/search/TopBarSearch";
import { MobileNavigation } from "./MobileNavigation";
import { pageTitleFor } from "./navigation";
import { UserMenu } from "./UserMenu";

/** Page title, search across tickets, contacts, clients and properties, notifications and the user menu (SPEC §2). */
export function TopBar() {
  const { pathname } = useLocation();
  return (
    <Flex
      as="header"
      height="16"
      px={{ base: "4", md: "6" }}
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
        <Box maxW="sm" flex="1" display={{ base: "none", sm: "block" }}>
          <TopBarSearch />
        </Box>
        <NotificationsButton />
        <UserMenu />
      </HStack>
    </Flex>
  );
}
