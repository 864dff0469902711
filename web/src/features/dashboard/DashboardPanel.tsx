import { Card, Flex } from '@chakra-ui/react';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

interface DashboardPanelProps {
  /** The title's id: the panel is a section named by its title. */
  titleId: string;
  title: string;
  icon: LucideIcon;
  description?: ReactNode;
  /** Controls at the header's end (the reports' period). */
  actions?: ReactNode;
  /** The body. */
  children: ReactNode;
}

/** A dashboard panel: a card section with an icon and title, an optional line below it, and the body. */
export function DashboardPanel({ titleId, title, icon: Icon, description, actions, children }: DashboardPanelProps) {
  const heading = (
    <Flex align="center" gap="2">
      <Icon size={18} aria-hidden />
      <Card.Title id={titleId} fontSize="md">
        {title}
      </Card.Title>
    </Flex>
  );
  return (
    <Card.Root variant="outline" bg="white" shadow="xs" as="section" aria-labelledby={titleId}>
      <Card.Header pb="2">
        {actions ? (
          <Flex justify="space-between" align="center" gap="3" wrap="wrap">
            {heading}
            {actions}
          </Flex>
        ) : (
          heading
        )}
        {description ? <Card.Description fontSize="xs">{description}</Card.Description> : null}
      </Card.Header>
      <Card.Body pt="2">{children}</Card.Body>
    </Card.Root>
  );
}
