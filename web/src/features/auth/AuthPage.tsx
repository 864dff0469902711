import { Box, Card, Flex, HStack, Heading, Icon, Stack, Tabs, Text } from '@chakra-ui/react';
import { ShieldCheck } from 'lucide-react';
import { BrandMark } from '../../lib/BrandMark';
import { getConfig, type AppConfig } from '../../lib/config';
import { MarketingPanel } from './MarketingPanel';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';

/** Sign In / Sign Up for company employees (docs/product.md §2, §5). */
export function AuthPage({ config = getConfig() }: { config?: AppConfig }) {
  return (
    <Flex minH="100vh" direction={{ base: 'column', lg: 'row' }} bg="gray.50">
      <Flex
        flex="1"
        bgGradient="to-br"
        gradientFrom="blue.700"
        gradientTo="blue.900"
        color="white"
        px={{ base: '6', md: '12' }}
        py={{ base: '10', md: '16' }}
        align="center"
        justify="center"
      >
        <MarketingPanel />
      </Flex>
      <Flex flex="1" align="center" justify="center" px={{ base: '4', md: '10' }} py="10">
        <Stack gap="6" width="full" maxW="md">
          <HStack gap="3">
            <BrandMark />
            <Text fontWeight="semibold" fontSize="lg">{`${config.companyName} Property Maintenance`}</Text>
          </HStack>
          <Card.Root variant="outline" bg="white" shadow="sm">
            <Card.Body gap="6">
              <Stack gap="1">
                <Heading as="h2" size="xl" fontWeight="semibold">
                  Welcome
                </Heading>
                <Text color="fg.muted" fontSize="sm">
                  {config.signupOpen
                    ? 'Sign in to your account or create one to get started.'
                    : 'Sign in to your account. New accounts are by invitation: ask an administrator to invite you.'}
                </Text>
              </Stack>
              <Tabs.Root defaultValue="signin" variant="enclosed" fitted lazyMount unmountOnExit>
                <Tabs.List>
                  <Tabs.Trigger value="signin">Sign In</Tabs.Trigger>
                  {config.signupOpen ? <Tabs.Trigger value="signup">Sign Up</Tabs.Trigger> : null}
                </Tabs.List>
                <Tabs.Content value="signin" pt="6">
                  <SignInForm />
                </Tabs.Content>
                {config.signupOpen ? (
                  <Tabs.Content value="signup" pt="6">
                    <SignUpForm signupCodeRequired={config.signupCodeRequired} />
                  </Tabs.Content>
                ) : null}
              </Tabs.Root>
            </Card.Body>
          </Card.Root>
          <HStack align="flex-start" gap="2" color="fg.muted" fontSize="sm">
            <Icon boxSize="4" mt="0.5" aria-hidden>
              <ShieldCheck />
            </Icon>
            <Box>
              <Text>{`For ${config.companyName} employees only. Sign in with your company e-mail address.`}</Text>
            </Box>
          </HStack>
        </Stack>
      </Flex>
    </Flex>
  );
}
