import type { MessageStatus } from './conversation.enums';

/** What a Twilio status report means for a message the desk sent; null: nothing to record. */
export type ReportedDelivery = { status: Extract<MessageStatus, 'delivered' | 'undelivered' | 'failed'>; error: string | null };

/**
 * Twilio's error codes an agent meets most on SMS and WhatsApp, in their words. The code stays
 * beside them (Twilio's documentation and support go by it).
 */
const TWILIO_ERRORS: Readonly<Record<string, string>> = {
  '21211': 'The number is not a valid phone number',
  '21408': 'Sending to this country is not enabled for the account',
  '21610': 'The customer has unsubscribed from these messages (replied STOP)',
  '21614': 'The number cannot receive text messages',
  '30001': 'Too many messages were waiting to be sent; it expired in the queue',
  '30002': 'The Twilio account is suspended',
  '30003': "The customer's phone could not be reached (switched off or out of coverage)",
  '30004': 'The message was blocked (the customer or their carrier blocks messages from this number)',
  '30005': 'The number does not exist or is no longer in service',
  '30006': 'The number is a landline or its carrier cannot receive text messages',
  '30007': "The customer's carrier filtered the message as spam",
  '30008': 'The message could not be delivered for an unknown reason',
  '30032': 'The sending number is not verified for text messages',
  '30034': 'The sending number is not registered for text messages (A2P 10DLC)',
  '63003': 'The number has no WhatsApp account',
  '63016': "WhatsApp's 24-hour window is closed: only an approved template can be sent",
  '63018': 'WhatsApp is sending too many messages from this number; try again later',
  '63024': 'WhatsApp refused the recipient',
  '63032': 'The customer has asked WhatsApp not to receive marketing messages',
  '63049': 'WhatsApp did not deliver this marketing message (Meta limits how many a customer receives)',
};

/** Twilio's error code turned into an agent's words, the code kept: 'The number does not exist ... (Twilio error 30005)'. */
export function twilioErrorText(code: string | undefined, message: string | undefined): string {
  const known = code ? TWILIO_ERRORS[code] : undefined;
  const words = known ?? (message?.trim() || 'The message could not be delivered');
  return code ? `${words} (Twilio error ${code})` : words;
}

/**
 * The delivery a status report tells: delivered (WhatsApp's `read` too: it was delivered first),
 * undelivered or failed with the reason. Earlier stages (queued, sending, sent) add nothing to a
 * message already recorded as sent.
 */
export function reportedDelivery(params: Record<string, unknown>): ReportedDelivery | null {
  const raw = params.MessageStatus ?? params.SmsStatus;
  const status = typeof raw === 'string' ? raw.trim().toLowerCase() : '';
  const code = typeof params.ErrorCode === 'string' && params.ErrorCode.trim() ? params.ErrorCode.trim() : undefined;
  const message = typeof params.ErrorMessage === 'string' ? params.ErrorMessage : undefined;
  if (status === 'delivered' || status === 'read') return { status: 'delivered', error: null };
  if (status === 'undelivered' || status === 'failed') return { status, error: twilioErrorText(code, message) };
  return null;
}
