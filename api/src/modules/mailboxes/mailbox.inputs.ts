import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { Field, InputType, Int } from 'type-graphql';
import { MAILBOX_TLS_MODES, MailboxTlsValue, type MailboxTlsMode } from './mailbox.enums';

/** A desk mailbox an administrator adds (POST /api/mailboxes, and GraphQL's addMailbox). */
@InputType({ description: 'A desk mailbox read over IMAP with a password.' })
export class AddMailboxInput {
  @Field({ description: "The mailbox's address (the desk's address customers write to)." })
  @IsEmail({}, { message: 'Enter a valid email address' })
  @MaxLength(320)
  address: string;

  @Field({ description: 'The IMAP server.' })
  @IsString()
  @IsNotEmpty({ message: 'Enter the IMAP server' })
  @MaxLength(255)
  host: string;

  @Field(() => Int, { nullable: true, description: 'Unset: 993 with TLS, 143 with STARTTLS.' })
  @IsOptional()
  @IsInt({ message: 'Port must be a whole number' })
  @Min(1, { message: 'Port must be between 1 and 65535' })
  @Max(65535, { message: 'Port must be between 1 and 65535' })
  port?: number;

  @Field(() => MailboxTlsValue, { nullable: true, description: 'Unset: TLS.' })
  @IsOptional()
  @IsIn(MAILBOX_TLS_MODES, { message: `TLS must be one of: ${MAILBOX_TLS_MODES.join(', ')}` })
  tls?: MailboxTlsMode;

  @Field({ description: 'The IMAP user name.' })
  @IsString()
  @IsNotEmpty({ message: 'Enter the IMAP user' })
  @MaxLength(320)
  username: string;

  @Field({ description: 'Stored encrypted; never answered.' })
  @IsString()
  @IsNotEmpty({ message: 'Enter the password' })
  @MaxLength(1000)
  password: string;

  @Field(() => String, { nullable: true, description: 'The folder read; unset: INBOX.' })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'Enter the folder to read' })
  @MaxLength(255)
  folder?: string;

  /** Read mail is moved to this folder; none: it is marked seen. */
  @Field(() => String, { nullable: true, description: 'Read mail is moved to this folder; unset: it is marked seen.' })
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'Enter the folder to move read mail to' })
  @MaxLength(255)
  moveTo?: string;

  @Field(() => Int, { nullable: true, description: "The first read takes this many days' mail; unset: 7." })
  @IsOptional()
  @IsInt({ message: 'The first read window must be a whole number of days' })
  @Min(0, { message: 'The first read window must be between 0 and 3650 days' })
  @Max(3650, { message: 'The first read window must be between 0 and 3650 days' })
  firstReadDays?: number;
}
