import { ErrorCode } from '@pmp/shared';
import { AppError } from '../../common/errors';

/** How a mail left: through the user's connected Gmail or Outlook account, or the system SMTP server. */
export type MailRoute = 'gmail' | 'outlook' | 'smtp';

/** One outbound e-mail, as the conversations and ticket screens hand it over. */
export interface OutboundMail {
  to: string;
  subject: string;
  /** The message as plain text; the HTML part is made from it (and the signature is appended to both). */
  text: string;
  /** The ticket the mail belongs to: its routing token `[#number]` goes into the subject (once). */
  ticketNumber?: number | null;
  /** Message-ID of the mail this answers, and the thread's earlier Message-IDs, so mail clients thread the reply. */
  inReplyTo?: string | null;
  references?: string[];
  /** Where replies should go (the desk's plus address for the ticket), when not to the sender. */
  replyTo?: string | null;
  /** The Message-ID to send with (`<id@domain>`); made when absent. */
  messageId?: string;
}

export interface SentMail {
  /** The Message-ID it was sent with: store it, replies come back with it in In-Reply-To. */
  messageId: string;
  provider: MailRoute;
}

/**
 * The mail server or provider did not take the mail (unreachable, refused, timed out): 502 with its
 * reason. `retryable` says whether trying again later may succeed (the outbound queue retries those).
 */
export class MailDeliveryFailed extends AppError {
  readonly status = 502;
  readonly code = ErrorCode.MAIL_DELIVERY_FAILED;

  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
  }
}
