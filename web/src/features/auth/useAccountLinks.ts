import type { ApolloCache } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import {
  AcceptInvitationDocument,
  ConfirmEmailDocument,
  CurrentUserDocument,
  InvitationLinkDocument,
  PasswordResetLinkDocument,
  RequestPasswordResetDocument,
  ResetPasswordDocument,
  type CurrentUserFieldsFragment,
} from '../../gql/graphql';
import { useInputMutation } from '../../lib/useInputMutation';

/** The account a link signed in: the app's current user from now on. */
function signedIn(cache: ApolloCache, user: CurrentUserFieldsFragment | undefined): void {
  if (user) cache.writeQuery({ query: CurrentUserDocument, data: { me: user } });
}

/** Asks for a password reset link by e-mail (the answer is the same whether or not the address has an account). */
export function useRequestPasswordReset() {
  return useInputMutation(RequestPasswordResetDocument, 'requestPasswordReset', 'Could not ask for a link');
}

/** What a password reset link can still do: asked of the server each time the page opens. */
export function usePasswordResetLink(token: string) {
  const { data, loading, error, refetch } = useQuery(PasswordResetLinkDocument, { variables: { token }, fetchPolicy: 'network-only' });
  return { link: data?.passwordResetLink, loading: loading && !data, error, refetch };
}

/** Sets the new password and signs in. */
export function useResetPassword() {
  return useInputMutation(ResetPasswordDocument, 'resetPassword', 'Could not set the password', {
    update: (cache, { data }) => signedIn(cache, data?.resetPassword),
  });
}

/** What an invitation link can still do, and whom it invites with which role. */
export function useInvitationLink(token: string) {
  const { data, loading, error, refetch } = useQuery(InvitationLinkDocument, { variables: { token }, fetchPolicy: 'network-only' });
  return { invitation: data?.invitationLink, loading: loading && !data, error, refetch };
}

/** Creates the invited account and signs in. */
export function useAcceptInvitation() {
  return useInputMutation(AcceptInvitationDocument, 'acceptInvitation', 'Could not create the account', {
    update: (cache, { data }) => signedIn(cache, data?.acceptInvitation),
  });
}

/** Confirms a sign-up's address with its link; answers the address (nobody is signed in). */
export function useConfirmEmail() {
  return useInputMutation(ConfirmEmailDocument, 'confirmEmail', 'Could not confirm the address');
}
