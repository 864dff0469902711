export const CHANNELS = ['email', 'sms', 'whatsapp'] as const;
export type Channel = (typeof CHANNELS)[number];

export const MESSAGE_DIRECTIONS = ['inbound', 'outbound'] as const;
export type MessageDirection = (typeof MESSAGE_DIRECTIONS)[number];

/** Message statuses (docs/product.md §4), plus `sent` which replies from the UI carry. */
export const MESSAGE_STATUSES = ['received', 'processed', 'pending_triage', 'failed', 'sent'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];
