import { useMutation, useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import {
  AddMailboxDocument,
  ChannelsOverviewDocument,
  ChannelTemplatesDocument,
  CreateChannelTemplateDocument,
  DeleteChannelTemplateDocument,
  SendChannelTestDocument,
  UpdateChannelTemplateDocument,
  type AddMailboxInput,
  type ChannelStatusFieldsFragment,
  type ChannelTemplateFieldsFragment,
  type CreateWhatsAppTemplateInput,
  type MailboxFieldsFragment,
  type SendChannelTestInput,
  type UpdateWhatsAppTemplateInput,
} from '../../gql/graphql';

export type ChannelStatus = ChannelStatusFieldsFragment;
export type DeskMailbox = MailboxFieldsFragment;
export type ChannelTemplate = ChannelTemplateFieldsFragment;

/** Every channel's state and the mailboxes read, fresh from the server on each visit. */
export function useChannels() {
  const { data, loading, error, refetch } = useQuery(ChannelsOverviewDocument, { fetchPolicy: 'cache-and-network' });
  return {
    publicUrl: data?.channelsOverview.publicUrl ?? null,
    channels: data?.channelsOverview.channels,
    mailboxes: data?.mailboxes,
    loading,
    error,
    refetch,
  };
}

/** Sends a test message; answers the outcome (sent, or the reason it was not). Bad input throws (the field named). */
export function useSendChannelTest() {
  const [mutate, { loading }] = useMutation(SendChannelTestDocument, {
    // The channel's newest failure may be the one this test met; the list shows the state after it.
    refetchQueries: [ChannelsOverviewDocument],
  });
  const send = useCallback(async (input: SendChannelTestInput) => (await mutate({ variables: { input } })).data?.sendChannelTest, [mutate]);
  return { send, sending: loading };
}

export function useAddMailbox() {
  const [mutate, { loading }] = useMutation(AddMailboxDocument, { refetchQueries: [ChannelsOverviewDocument], awaitRefetchQueries: true });
  const add = useCallback(async (input: AddMailboxInput) => (await mutate({ variables: { input } })).data?.addMailbox, [mutate]);
  return { add, adding: loading };
}

export function useChannelTemplates() {
  const { data, loading, error, refetch } = useQuery(ChannelTemplatesDocument, { fetchPolicy: 'cache-and-network' });
  return { templates: data?.whatsappTemplates, loading, error, refetch };
}

/** Adding, changing and deleting templates; the list (and the composer's, next time it opens) read them again. */
export function useSaveChannelTemplate() {
  const options = { refetchQueries: [ChannelTemplatesDocument], awaitRefetchQueries: true };
  const [create, created] = useMutation(CreateChannelTemplateDocument, options);
  const [update, updated] = useMutation(UpdateChannelTemplateDocument, options);
  const [remove, removed] = useMutation(DeleteChannelTemplateDocument, options);
  return {
    createTemplate: useCallback(
      async (input: CreateWhatsAppTemplateInput) => (await create({ variables: { input } })).data?.createWhatsAppTemplate,
      [create],
    ),
    updateTemplate: useCallback(
      async (input: UpdateWhatsAppTemplateInput) => (await update({ variables: { input } })).data?.updateWhatsAppTemplate,
      [update],
    ),
    deleteTemplate: useCallback(
      async (id: string) => (await remove({ variables: { input: { id } } })).data?.deleteWhatsAppTemplate,
      [remove],
    ),
    saving: created.loading || updated.loading,
    deleting: removed.loading,
  };
}
