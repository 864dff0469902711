import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  CurrentUserDocument,
  LoginDocument,
  LogoutDocument,
  RegisterDocument,
  type CurrentUserFieldsFragment,
  type LoginInput,
  type RegisterInput,
} from '../../gql/graphql';
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
  const [mutate, { loading }] = useMutation(LoginDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: CurrentUserDocument, data: { me: data.login } });
    },
  });
  const login = useCallback(
    async (input: LoginInput): Promise<CurrentUser> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Login failed');
      return data.login;
    },
    [mutate],
  );
  return { login, loading };
}

export function useRegister() {
  const [mutate, { loading }] = useMutation(RegisterDocument, {
    update(cache, { data }) {
      if (data) cache.writeQuery({ query: CurrentUserDocument, data: { me: data.register } });
    },
  });
  const register = useCallback(
    async (input: RegisterInput): Promise<CurrentUser> => {
      const { data } = await mutate({ variables: { input } });
      if (!data) throw new Error('Registration failed');
      return data.register;
    },
    [mutate],
  );
  return { register, loading };
}

/** Signs out, then resets the store so `me` is asked again (and answers "nobody"). */
export function useLogout() {
  const client = useApolloClient();
  const [mutate, { loading }] = useMutation(LogoutDocument);
  const logout = useCallback(async (): Promise<void> => {
    await mutate();
    // Refetching `me` now fails with UNAUTHENTICATED; that is the expected answer, not a failure.
    await client.resetStore().catch(() => undefined);
  }, [client, mutate]);
  return { logout, loading };
}
