import { Flex, Heading, type FlexProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface PageHeaderProps extends Omit<FlexProps, 'title'> {
  title: string;
  /** Buttons and toggles shown at the right of the title. */
  actions?: ReactNode;
}

/** The title area at the top of every page. */
export function PageHeader({ title, actions, ...rest }: PageHeaderProps) {
  return (
    <Flex align="center" justify="space-between" gap="4" wrap="wrap" mb="6" {...rest}>
      <Heading as="h1" size="2xl" fontWeight="semibold" letterSpacing="tight">
        {title}
      </Heading>
      {actions ? <Flex gap="2">{actions}</Flex> : null}
    </Flex>
  );
}
