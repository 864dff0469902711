import { IsArray, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';

/** The longest provider message id the messages table keeps. */
const PROVIDER_ID_MAX = 255;

/** One attachment of an inbound e-mail: its name, type and bytes in base64. */
export class EmailAttachmentInput {
  @MaxLength(255, { message: 'attachments: fileName must be at most 255 characters' })
  @IsNotEmpty({ message: 'attachments: fileName is required' })
  @IsString({ message: 'attachments: fileName is required' })
  fileName: string;

  @MaxLength(255, { message: 'attachments: mimeType must be at most 255 characters' })
  @Matches(/^[\w.+-]+\/[\w.+-]+(\s*;.*)?$/, { message: 'attachments: mimeType must be a media type such as application/pdf' })
  @IsString({ message: 'attachments: mimeType is required' })
  mimeType: string;

  @IsString({ message: 'attachments: contentBase64 must be the file in base64' })
  contentBase64: string;
}

/**
 * The inbound e-mail webhook's JSON (POST /api/webhooks/email). `from` is an address or
 * `Name <address>`; `references` is the References header (one string of ids) or its ids as a list.
 */
export class EmailWebhookInput {
  @MaxLength(PROVIDER_ID_MAX, { message: `messageId must be at most ${PROVIDER_ID_MAX} characters` })
  @Matches(/\S/, { message: 'messageId is required' })
  @IsString({ message: 'messageId is required' })
  messageId: string;

  @MaxLength(1000, { message: 'from must be at most 1000 characters' })
  @Matches(/\S/, { message: 'from is required' })
  @IsString({ message: 'from is required' })
  from: string;

  @IsOptional()
  @IsString({ each: true, message: 'to must be an address or a list of addresses' })
  to?: string | string[] | null;

  @IsOptional()
  @IsString({ message: 'subject must be text' })
  subject?: string | null;

  @IsOptional()
  @IsString({ message: 'text must be text' })
  text?: string | null;

  @IsOptional()
  @IsString({ message: 'html must be text' })
  html?: string | null;

  @IsOptional()
  @IsString({ message: 'inReplyTo must be a message id' })
  inReplyTo?: string | null;

  @IsOptional()
  @IsString({ each: true, message: 'references must be message ids' })
  references?: string | string[] | null;

  @IsOptional()
  @ValidateNested({ each: true })
  @IsArray({ message: 'attachments must be a list' })
  attachments?: EmailAttachmentInput[] | null;
}

/** The fields of Twilio's SMS/WhatsApp webhook the desk reads (Twilio sends more; they are kept in rawData). */
export class TwilioWebhookInput {
  @MaxLength(PROVIDER_ID_MAX, { message: `MessageSid must be at most ${PROVIDER_ID_MAX} characters` })
  @Matches(/\S/, { message: 'MessageSid is required' })
  @IsString({ message: 'MessageSid is required' })
  MessageSid: string;

  @MaxLength(100, { message: 'From must be a phone number' })
  @Matches(/\S/, { message: 'From is required' })
  @IsString({ message: 'From is required' })
  From: string;

  @IsOptional()
  @IsString({ message: 'To must be a phone number' })
  To?: string;

  @IsOptional()
  @IsString({ message: 'Body must be text' })
  Body?: string;

  @IsOptional()
  @Matches(/^\d{1,2}$/, { message: 'NumMedia must be a number' })
  @IsString({ message: 'NumMedia must be a number' })
  NumMedia?: string;

  /** The WhatsApp sender's profile name, when Twilio gives it. */
  @IsOptional()
  @IsString({ message: 'ProfileName must be text' })
  ProfileName?: string;
}

/** The attachments of a JSON body as input instances, so that their own rules apply to each. */
export function withAttachmentInputs(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const attachments = (body as { attachments?: unknown }).attachments;
  if (!Array.isArray(attachments)) return body;
  return {
    ...body,
    attachments: attachments.map((a: unknown) =>
      typeof a === 'object' && a !== null && !Array.isArray(a) ? Object.assign(new EmailAttachmentInput(), a) : a,
    ),
  };
}
