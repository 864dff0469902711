import twilio from 'twilio';
import type { Channel } from './conversation.enums';

export interface TwilioSettings {
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_API_BASE: string;
  TWILIO_SMS_FROM?: string;
  TWILIO_WHATSAPP_FROM?: string;
}

/** Why an SMS or WhatsApp reply cannot leave, said to the agent. */
export class DeliveryError extends Error {}

/** SMS and WhatsApp replies through Twilio's REST API (the `twilio` package). */
export class TwilioSender {
  private client: ReturnType<typeof twilio> | null = null;

  constructor(private readonly settings: TwilioSettings) {}

  /**
   * Sends `body` to `to` (E.164) on the channel, from `from` when given (the number the customer
   * wrote to), else from the configured sender. Answers Twilio's message SID.
   */
  async send(channel: Extract<Channel, 'sms' | 'whatsapp'>, to: string, body: string, from?: string | null): Promise<string> {
    const sender = from || (channel === 'whatsapp' ? this.settings.TWILIO_WHATSAPP_FROM : this.settings.TWILIO_SMS_FROM);
    if (!sender) throw new DeliveryError(`No ${channel === 'whatsapp' ? 'WhatsApp' : 'SMS'} sender number is configured`);
    const prefix = channel === 'whatsapp' ? 'whatsapp:' : '';
    const message = await this.api().messages.create({ from: prefix + bare(sender), to: prefix + bare(to), body });
    return message.sid;
  }

  private api(): ReturnType<typeof twilio> {
    if (this.client) return this.client;
    const { TWILIO_ACCOUNT_SID: sid, TWILIO_AUTH_TOKEN: token } = this.settings;
    if (!sid || !token) throw new DeliveryError('SMS and WhatsApp are not configured (TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN)');
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
