import { CHANNEL_MESSAGES } from '@pmp/shared';
import twilio from 'twilio';
import type { Channel } from './conversation.enums';

type ChatChannel = Extract<Channel, 'sms' | 'whatsapp'>;

export interface TwilioSettings {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_API_BASE: string;
  TWILIO_SMS_FROM?: string;
  TWILIO_WHATSAPP_FROM?: string;
  /** Where Twilio reports each message's delivery: `<PUBLIC_URL>/api/webhooks/twilio/status`. */
  PUBLIC_URL?: string;
}

/** The path Twilio posts delivery reports to (webhook.rest.ts). */
export const TWILIO_STATUS_PATH = '/api/webhooks/twilio/status';

/** What leaves: free text, or an approved template (a Content SID) with its variables. */
export type ChatContent = { body: string } | { contentSid: string; contentVariables: Record<string, string> };

/** Why an SMS or WhatsApp reply cannot leave, said to the agent (in their words, never a setting's name). */
export class DeliveryError extends Error {}

/** SMS and WhatsApp replies through Twilio's REST API (the `twilio` package). */
export class TwilioSender {
  private client: ReturnType<typeof twilio> | null = null;

  constructor(private readonly settings: TwilioSettings) {}

  /**
   * Sends `content` to `to` (E.164) on the channel, from `from` when given (the number the customer
   * wrote to), else from the configured sender, asking Twilio to report its delivery (with
   * PUBLIC_URL). Answers Twilio's message SID.
   */
  async send(channel: ChatChannel, to: string, content: ChatContent, from?: string | null): Promise<string> {
    const sender = from || (channel === 'whatsapp' ? this.settings.TWILIO_WHATSAPP_FROM : this.settings.TWILIO_SMS_FROM);
    const missing = this.missing(channel);
    if (missing) throw new DeliveryError(missing);
    if (!sender) throw new DeliveryError(channel === 'whatsapp' ? CHANNEL_MESSAGES.whatsappNoNumber : CHANNEL_MESSAGES.smsNoNumber);
    const prefix = channel === 'whatsapp' ? 'whatsapp:' : '';
    const publicUrl = this.settings.PUBLIC_URL?.replace(/\/+$/, '');
    const message = await this.api().messages.create({
      from: prefix + bare(sender),
      to: prefix + bare(to),
      ...('body' in content
        ? { body: content.body }
        : { contentSid: content.contentSid, contentVariables: JSON.stringify(content.contentVariables) }),
      ...(publicUrl ? { statusCallback: publicUrl + TWILIO_STATUS_PATH } : {}),
    });
    return message.sid;
  }

  /**
   * Why nothing can be sent on the channel (no Twilio account), or null when it can. A reply may
   * still fail for want of a sender number when the customer did not write to one of ours.
   */
  missing(channel: ChatChannel): string | null {
    const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token } = this.settings;
    if (sid && token) return null;
    return channel === 'whatsapp' ? CHANNEL_MESSAGES.whatsappNotSetUp : CHANNEL_MESSAGES.smsNotSetUp;
  }

  private api(): ReturnType<typeof twilio> {
    if (this.client) return this.client;
    const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token } = this.settings;
    if (!sid || !token) throw new DeliveryError(CHANNEL_MESSAGES.smsNotSetUp);
    const client = twilio(sid, token);
    // Every domain the client uses (Messages is on `api`) at the configured base: tests use a local fake.
    client.api.baseUrl = this.settings.TWILIO_API_BASE.replace(/\/+$/, '');
    this.client = client;
    return client;
  }
}

/** A number without its `whatsapp:` prefix. */
function bare(address: string): string {
  return address.replace(/^whatsapp:/i, '');
}
