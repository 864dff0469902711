import { CloseButton, Drawer, IconButton, Portal } from '@chakra-ui/react';
import { Menu as MenuIcon } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { SidebarContent } from './Sidebar';

/** Below md the sidebar lives in a drawer opened from the top bar. */
export function MobileNavigation() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <Drawer.Root open={open} onOpenChange={(details) => setOpen(details.open)} placement="start">
      <Drawer.Trigger asChild>
        <IconButton aria-label="Open navigation" variant="ghost" size="sm" display={{ base: 'inline-flex', md: 'none' }}>
          <MenuIcon />
        </IconButton>
      </Drawer.Trigger>
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="64">
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" position="absolute" top="3" insetEnd="2" aria-label="Close navigation" />
            </Drawer.CloseTrigger>
            <SidebarContent />
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
