import { pickFields } from '../../common/pick-fields';
import type { ChannelsOverviewType, ChannelStatusType, ChannelTestResultType, ChannelWebhookType } from './channels.types';

/** What REST answers of the Channels screen (/api/channels), field by field, in this order. */
export const CHANNEL_VIEW_FIELDS = [
  'kind',
  'label',
  'configured',
  'missing',
  'details',
  'webhooks',
  'lastReceivedAt',
  'lastSentAt',
  'lastError',
  'lastErrorAt',
  'test',
] as const;
export const CHANNEL_WEBHOOK_VIEW_FIELDS = ['label', 'path', 'url', 'note'] as const;
export const CHANNEL_TEST_VIEW_FIELDS = ['channel', 'to', 'ok', 'provider', 'reference', 'error', 'sentAt'] as const;

export type ChannelWebhookView = Pick<ChannelWebhookType, (typeof CHANNEL_WEBHOOK_VIEW_FIELDS)[number]>;
export type ChannelView = Omit<Pick<ChannelStatusType, (typeof CHANNEL_VIEW_FIELDS)[number]>, 'webhooks'> & {
  webhooks: ChannelWebhookView[];
};
export interface ChannelsOverviewView {
  publicUrl: string | null;
  channels: ChannelView[];
}
export type ChannelTestView = Pick<ChannelTestResultType, (typeof CHANNEL_TEST_VIEW_FIELDS)[number]>;

export function toChannelsOverviewView(overview: ChannelsOverviewType): ChannelsOverviewView {
  return {
    publicUrl: overview.publicUrl,
    channels: overview.channels.map((channel) => ({
      ...pickFields(channel, CHANNEL_VIEW_FIELDS),
      webhooks: channel.webhooks.map((webhook) => pickFields(webhook, CHANNEL_WEBHOOK_VIEW_FIELDS)),
    })),
  };
}

export function toChannelTestView(result: ChannelTestResultType): ChannelTestView {
  return pickFields(result, CHANNEL_TEST_VIEW_FIELDS);
}
