import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback, useEffect, useState } from 'react';
import { CurrentUserDocument, LoginDocument, LogoutDocument, RegisterDocument, type CurrentUserFieldsFragment } from '../../gql/graphql';
import { useInputMutation } from '../../lib/useInputMutation';
import { isUnauthenticated } from '../../lib/errors';

export type CurrentUser = CurrentUserFieldsFragment;

/** The signed-in user; an UNAUTHENTICATED answer means "nobody", not an error. */
export function useCurrentUser() {
  const { data, loading, error } = useQuery(CurrentUserDocument, { fetchPolicy: 'cache-first' });
  const user = data?.me ?? null;
  return {
    user,
    loading: loading && !data,
    error: error && !isUnauthenticated(error) ? error : undefined,
  };
}

export function useLogin() {
  const { run: login, loading } = useInputMutation(LoginDocument, 'login', 'Login failed', {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: CurrentUserDocument, data: { me: data.login } });
    },
  });
  return { login, loading };
}

export function useRegister() {
  const { run: register, loading } = useInputMutation(RegisterDocument, 'register', 'Registration failed', {
    update(cache, { data }) {
      // An account that is to confirm its address first is not signed in (the server started no session).
      if (data?.register.emailVerified) cache.writeQuery({ query: CurrentUserDocument, data: { me: data.register } });
    },
  });
  return { register, loading };
}

/**
 * Signs out. `signedOut` holds "nobody" at once, so the app shows Sign In and every screen
 * unmounts; only then is the store reset (only `me` is asked again, and answers null). A reset at
 * once would refetch the open screens' queries, signed out.
 */
export function useLogout() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(LogoutDocument);
  const [signedOut, setSignedOut] = useState(false);
  const logout = useCallback(async (): Promise<void> => {
    await mutate();
    setSignedOut(true);
  }, [mutate]);
  /** The api ended the session itself (deactivated, signed out elsewhere): the same, with nothing to ask it. */
  const sessionEnded = useCallback(() => setSignedOut(true), []);
  useEffect(() => {
    if (!signedOut) return;
    void client
      .resetStore()
      .catch(() => undefined)
      .finally(() => setSignedOut(false));
  }, [signedOut, client]);
  return { logout, sessionEnded, loading, signedOut };
}
