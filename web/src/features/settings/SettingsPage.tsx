import { Card, LinkBox, LinkOverlay, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { can, type Need } from '@pmp/shared';
import { Building2, PhoneCall, Radio, ScrollText, Users, type LucideIcon } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../lib/PageHeader';
import { paths } from '../../lib/paths';
import { useRole } from '../auth/useCan';

const SCREENS: readonly { path: string; title: string; icon: LucideIcon; description: string; need: Need }[] = [
  {
    path: paths.companySettings,
    title: 'Company',
    icon: Building2,
    description:
      'The company name and e-mail domains, who can sign up and with which role, the default country and language, and the SLA target of each priority.',
    need: 'admin',
  },
  {
    path: paths.team,
    title: 'Team',
    icon: Users,
    description:
      'Who has an account, their roles, last sign-in and open work; invite someone with a role; deactivate a leaver and hand their work over.',
    need: 'admin',
  },
  {
    path: paths.onCall,
    title: 'On call',
    icon: PhoneCall,
    description:
      'Who is on call when, and in what order: urgent messages alert them in the app, by SMS and by e-mail, then the next person and the admins.',
    need: 'read',
  },
  {
    path: paths.channels,
    title: 'Channels',
    icon: Radio,
    description:
      'E-mail, desk mailboxes, SMS and WhatsApp: what is set up, webhook addresses, last messages and errors, test messages, WhatsApp templates.',
    need: 'admin',
  },
  {
    path: paths.auditLog,
    title: 'Audit log',
    icon: ScrollText,
    description:
      'Who signed in, changed a role, deactivated someone, published an article or changed the matrix: when and from where. Download as CSV.',
    need: 'admin',
  },
];

/** /settings: the settings screens; the company's are for admins, the on-call rota for everyone to read. */
export default function SettingsPage() {
  const role = useRole();
  const screens = SCREENS.filter((screen) => can(role, screen.need));
  return (
    <>
      <PageHeader title="Settings" />
      <Stack gap="4">
        <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4">
          {screens.map(({ path, title, icon: Icon, description }) => (
            <LinkBox as="article" key={path}>
              <Card.Root variant="outline" bg="white" _hover={{ borderColor: 'blue.300' }} h="full">
                <Card.Body gap="2">
                  <Icon aria-hidden />
                  <LinkOverlay asChild fontWeight="semibold">
                    <RouterLink to={path}>{title}</RouterLink>
                  </LinkOverlay>
                  <Text fontSize="sm" color="fg.muted">
                    {description}
                  </Text>
                </Card.Body>
              </Card.Root>
            </LinkBox>
          ))}
        </SimpleGrid>
        {can(role, 'admin') ? null : <Text color="fg.muted">The company&apos;s settings are kept by its admins.</Text>}
      </Stack>
    </>
  );
}
