import { Button, Card, Flex, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { BrandMark } from '../../lib/BrandMark';
import { paths } from '../../lib/paths';

/**
 * The frame of the pages reached from an account e-mail or from "Forgot password?": the company's
 * mark and one card with a heading. The heading takes the focus when it changes (a form that became
 * its outcome), so a keyboard or screen reader user is told what happened.
 */
export function AccountCard({ companyName, title, children }: { companyName: string; title: string; children: ReactNode }) {
  const heading = useRef<HTMLHeadingElement>(null);
  const shown = useRef<string | null>(null);
  useEffect(() => {
    if (shown.current !== null && shown.current !== title) heading.current?.focus();
    shown.current = title;
  }, [title]);
  return (
    <Flex as="main" minH="100vh" align="center" justify="center" bg="gray.50" px="4" py="10">
      <Stack gap="6" width="full" maxW="md">
        <HStack gap="3">
          <BrandMark />
          <Text fontWeight="semibold" fontSize="lg">{`${companyName} Property Maintenance`}</Text>
        </HStack>
        <Card.Root variant="outline" bg="white" shadow="sm">
          <Card.Body gap="5">
            <Heading as="h1" size="xl" fontWeight="semibold" ref={heading} tabIndex={-1} outline="none">
              {title}
            </Heading>
            {children}
          </Card.Body>
        </Card.Root>
      </Stack>
    </Flex>
  );
}

/** The way back from an account page to Sign In. */
export function BackToSignIn() {
  return (
    <Button asChild variant="outline">
      <RouterLink to={paths.auth}>Back to Sign In</RouterLink>
    </Button>
  );
}
