import { Flex, Heading, HStack, Input, InputGroup } from "@chakra-ui/react";
import { Search } from "lucide-react";
import { useLocation } from "react-router";
import { NotificationsButton } from "../features/notifications/NotificationsButton";
import { MobileNavigation } from "./MobileNavigation";
import { pageTitleFor } from "./navigation";
import { UserMenu } from "./UserMenu";

/** Page title, search (behaviour not specified yet), notifications and the user menu (SPEC §2). */
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
        <InputGroup maxW="sm" startElement={<Search size={16} aria-hidden />} display={{ base: "none", sm: "flex" }}>
          <Input type="search" placeholder="Search tickets, contacts..." aria-label="Search" size="sm" bg="gray.50" />
        </InputGroup>
        <NotificationsButton />
        <UserMenu />
      </HStack>
    </Flex>
  );
}
