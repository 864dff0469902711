import { Card, LinkBox, LinkOverlay, SimpleGrid, Text } from '@chakra-ui/react';
import { Radio } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../lib/PageHeader';
import { paths } from '../../lib/paths';
import { useCan } from '../auth/useCan';

/** /settings: the administrator's screens. */
export default function SettingsPage() {
  const isAdmin = useCan('admin');
  return (
    <>
      <PageHeader title="Settings" />
      {isAdmin ? (
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          <LinkBox as="article">
            <Card.Root variant="outline" bg="white" _hover={{ borderColor: 'blue.300' }} h="full">
              <Card.Body gap="2">
                <Radio aria-hidden />
                <LinkOverlay asChild fontWeight="semibold">
                  <RouterLink to={paths.channels}>Channels</RouterLink>
                </LinkOverlay>
                <Text fontSize="sm" color="fg.muted">
                  E-mail, desk mailboxes, SMS and WhatsApp: what is set up, webhook addresses, last messages and errors, test messages,
                  WhatsApp templates.
                </Text>
              </Card.Body>
            </Card.Root>
          </LinkBox>
        </SimpleGrid>
      ) : (
        <Text color="fg.muted">The company&apos;s settings are kept by its admins.</Text>
      )}
    </>
  );
}
