import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { MAILBOX_LIMITS, MAILBOX_MESSAGES } from '@pmp/shared';
import { MAILBOX_TLS_MODES, MailboxTlsValue, type MailboxTlsMode } from './mailbox.enums';

/** A desk mailbox an administrator adds (POST /api/mailboxes, and GraphQL's addMailbox). */
@InputType({ description: 'A desk mailbox read over IMAP with a password.' })
export class AddMailboxInput {
  @Field({ description: "The mailbox's address (the desk's address customers write to)." })
  @IsEmail({}, { message: MAILBOX_MESSAGES.address })
  @MaxLength(MAILBOX_LIMITS.address)
  address: string;

  @Field({ description: 'The IMAP server.' })
  @IsString()
  @IsNotEmpty({ message: MAILBOX_MESSAGES.host })
  @MaxLength(MAILBOX_LIMITS.host)
  host: string;

  @Field(() => Int, { nullable: true, description: 'Unset: 993 with TLS, 143 with STARTTLS.' })
  @IsOptional()
  @IsInt({ message: MAILBOX_MESSAGES.portWhole })
  @Min(1, { message: MAILBOX_MESSAGES.port })
  @Max(65535, { message: MAILBOX_MESSAGES.port })
  port?: number;

  @Field(() => MailboxTlsValue, { nullable: true, description: 'Unset: TLS.' })
  @IsOptional()
  @IsIn(MAILBOX_TLS_MODES, { message: `TLS must be one of: ${MAILBOX_TLS_MODES.join(', ')}` })
  tls?: MailboxTlsMode;

  @Field({ description: 'The IMAP user name.' })
  @IsString()
  @IsNotEmpty({ message: MAILBOX_MESSAGES.username })
  @MaxLength(MAILBOX_LIMITS.username)
  username: string;

  @Field({ description: 'Stored encrypted; never answered.' })
  @IsString()
  @IsNotEmpty({ message: MAILBOX_MESSAGES.password })
  @MaxLength(MAILBOX_LIMITS.password)
  password: string;

  @Field(() => String, { nullable: true, description: 'The folder read; unset: INBOX.' })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: MAILBOX_MESSAGES.folder })
  @MaxLength(MAILBOX_LIMITS.folder)
  folder?: string;

  /** Read mail is moved to this folder; none: it is marked seen. */
  @Field(() => String, { nullable: true, description: 'Read mail is moved to this folder; unset: it is marked seen.' })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: MAILBOX_MESSAGES.moveTo })
  @MaxLength(MAILBOX_LIMITS.folder)
  moveTo?: string;

  @Field(() => Int, { nullable: true, description: "The first read takes this many days' mail; unset: 7." })
  @IsOptional()
  @IsInt({ message: MAILBOX_MESSAGES.firstReadDaysWhole })
  @Min(0, { message: MAILBOX_MESSAGES.firstReadDays })
  @Max(MAILBOX_LIMITS.firstReadDays, { message: MAILBOX_MESSAGES.firstReadDays })
  firstReadDays?: number;
}
