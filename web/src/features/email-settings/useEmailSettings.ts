import type { ApolloCache } from '@apollo/client';
import { useMutation, useQuery } from '@apollo/client/react';
import { EMAIL_CONNECT_POPUP, EMAIL_MESSAGES, EMAIL_PROVIDER_LABELS, type EmailConnectMessage, type EmailProvider } from '@pmp/shared';
import { useCallback, useEffect, useRef } from 'react';
import {
  DisconnectEmailProviderDocument,
  EmailSettingsDocument,
  StartEmailConnectDocument,
  UpdateEmailSettingsDocument,
  type EmailProvider as EmailProviderName,
  type EmailSettingsFieldsFragment,
  type UpdateEmailSettingsInput,
  CurrentUserDocument,
} from '../../gql/graphql';
import { errorMessage } from '../../lib/errors';
import { showError } from '../../lib/toaster';

export type EmailSettingsData = EmailSettingsFieldsFragment;

/** GraphQL's name of a provider (GMAIL) and the value the rest of the app speaks (gmail). */
export const providerName = (provider: EmailProvider): EmailProviderName => provider.toUpperCase() as EmailProviderName;
export const providerValue = (name: EmailProviderName): EmailProvider => name.toLowerCase() as EmailProvider;

/** The settings have no id: each answer replaces the cached query's (the status card and the form read it). */
function storeSettings(cache: ApolloCache, settings: EmailSettingsData | undefined) {
  if (settings) cache.writeQuery({ query: EmailSettingsDocument, data: { emailSettings: settings } });
}

export function useEmailSettings() {
  const { data, loading, error, refetch } = useQuery(EmailSettingsDocument, { fetchPolicy: 'cache-and-network' });
  return { settings: data?.emailSettings, loading, error, refetch };
}

export function useUpdateEmailSettings() {
  const [mutate, { loading }] = useMutation(UpdateEmailSettingsDocument, {
    update: (cache, { data }) => storeSettings(cache, data?.updateEmailSettings),
  });
  const update = useCallback(
    async (input: UpdateEmailSettingsInput) => (await mutate({ variables: { input } })).data?.updateEmailSettings,
    [mutate],
  );
  return { update, saving: loading };
}

export function useDisconnectEmailProvider() {
  const [mutate, { loading }] = useMutation(DisconnectEmailProviderDocument, {
    update: (cache, { data }) => storeSettings(cache, data?.disconnectEmailProvider),
    // The signed-in user's record names the connected provider too.
    refetchQueries: [CurrentUserDocument],
  });
  const disconnect = useCallback(async () => (await mutate()).data?.disconnectEmailProvider, [mutate]);
  return { disconnect, disconnecting: loading };
}

function isConnectMessage(data: unknown): data is EmailConnectMessage {
  return typeof data === 'object' && data !== null && (data as { type?: unknown }).type === EMAIL_CONNECT_POPUP.messageType;
}

/** Where a popup of the connect size sits: centred over this window. */
function popupFeatures(): string {
  const { width, height } = EMAIL_CONNECT_POPUP;
  const left = Math.max(0, Math.round(window.screenX + (window.outerWidth - width) / 2));
  const top = Math.max(0, Math.round(window.screenY + (window.outerHeight - height) / 2));
  return `popup,width=${width},height=${height},left=${left},top=${top}`;
}

/**
 * Connect Gmail / Connect Outlook: opens the 500x600 popup at once (a popup opened after an await is
 * blocked), sends it to the provider's sign-in page, and listens for the page the popup ends on
 * (postMessage to this window, or the BroadcastChannel when the provider cut the popup off from
 * it). Success calls `onConnected`; a failure shows 'Failed to connect Gmail' with the reason.
 */
export function useEmailConnect(onConnected: (provider: EmailProvider) => void) {
  const [start, { loading }] = useMutation(StartEmailConnectDocument);
  const handled = useRef(new Set<string>());
  const onConnectedRef = useRef(onConnected);
  useEffect(() => {
    onConnectedRef.current = onConnected;
  }, [onConnected]);

  useEffect(() => {
    const receive = (data: unknown) => {
      if (!isConnectMessage(data) || handled.current.has(data.id)) return;
      handled.current.add(data.id);
      if (data.ok) onConnectedRef.current(data.provider);
      else showError(EMAIL_MESSAGES.connectFailed(data.provider), data.error);
    };
    const onMessage = (event: MessageEvent) => {
      if (event.origin === window.location.origin) receive(event.data);
    };
    window.addEventListener('message', onMessage);
    const channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(EMAIL_CONNECT_POPUP.channel);
    if (channel) channel.onmessage = (event: MessageEvent) => receive(event.data);
    return () => {
      window.removeEventListener('message', onMessage);
      channel?.close();
    };
  }, []);

  const connect = useCallback(
    async (provider: EmailProvider) => {
      const popup = window.open('', 'pmp-email-connect', popupFeatures());
      if (!popup) {
        showError(EMAIL_MESSAGES.connectFailed(provider), `Allow pop-ups for this site to sign in to ${EMAIL_PROVIDER_LABELS[provider]}.`);
        return;
      }
      try {
        const result = await start({ variables: { input: { provider: providerName(provider) } } });
        const authUrl = result.data?.startEmailConnect.authUrl;
        if (!authUrl) throw new Error('Please try again');
        popup.location.href = authUrl;
      } catch (error) {
        popup.close();
        showError(EMAIL_MESSAGES.connectFailed(provider), errorMessage(error));
      }
    },
    [start],
  );
  return { connect, starting: loading };
}
