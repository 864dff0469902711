import { Center, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import type { AppConfig } from '../../lib/config';
import { errorMessage } from '../../lib/errors';
import { AccountCard, BackToSignIn } from './AccountCard';
import { useConfirmEmail } from './useAccountLinks';

type Outcome = { confirmed: string } | { refused: string } | null;

/** /verify-email/:token: confirms a sign-up's address as the page opens; the person signs in next. */
export function VerifyEmailPage({ config }: { config: AppConfig }) {
  const { token = '' } = useParams();
  const { run: confirm } = useConfirmEmail();
  const [outcome, setOutcome] = useState<Outcome>(null);
  // Once per page, though development mode runs an effect twice: the link works only once.
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    confirm({ token }).then(
      (email) => setOutcome({ confirmed: email }),
      (error: unknown) => setOutcome({ refused: errorMessage(error) }),
    );
  }, [confirm, token]);

  if (!outcome) {
    return (
      <AccountCard companyName={config.companyName} title="Confirming your address">
        <Center py="6" role="status" aria-label="Confirming your address">
          <Spinner color="blue.600" />
        </Center>
      </AccountCard>
    );
  }
  if ('refused' in outcome) {
    return (
      <AccountCard companyName={config.companyName} title="This link does not work">
        <Text>{outcome.refused}</Text>
        <BackToSignIn />
      </AccountCard>
    );
  }
  return (
    <AccountCard companyName={config.companyName} title="Your address is confirmed">
      <Text>{`${outcome.confirmed} is confirmed. Sign in with it and your password.`}</Text>
      <BackToSignIn />
    </AccountCard>
  );
}
