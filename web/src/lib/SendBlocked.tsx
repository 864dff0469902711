import { Alert, Link } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { paths } from './paths';

/**
 * Why a message cannot be sent from here, shown in place of the form before the agent types; with
 * `settingsLink` when the fix is the agent's own, in Email Settings.
 */
export function SendBlocked({ reason, settingsLink = false }: { reason: string; settingsLink?: boolean }) {
  return (
    <Alert.Root status="warning" variant="subtle" role="status">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>Cannot send from here</Alert.Title>
        <Alert.Description>
          {reason}
          {settingsLink ? (
            <>
              {' '}
              <Link asChild color="blue.600">
                <RouterLink to={paths.emailSettings}>Open Email Settings</RouterLink>
              </Link>
            </>
          ) : null}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
