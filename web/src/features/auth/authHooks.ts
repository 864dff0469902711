import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
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
      if (data) cache.writeQuery({ query: CurrentUserDocument, data: { me: data.register } });
    },
  });
  return { register, loading };
}

/**
 * Signs out: "nobody" is written first, so the app shows Sign In and every screen unmounts; only
 * then is the store reset. Resetting it at once would refetch the screens' queries, signed out.
 */
export function useLogout() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(LogoutDocument);
  const logout = useCallback(async (): Promise<void> => {
    await mutate();
    client.writeQuery({ query: CurrentUserDocument, data: { me: null } });
    await new Promise((resolve) => setTimeout(resolve, 0));
    // Only `me` is mounted now; it is asked again and answers null.
    await client.resetStore().catch(() => undefined);
  }, [client, mutate]);
  return { logout, loading };
}
