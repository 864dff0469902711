import { IsEmail, IsIn, IsInt, IsNotEmpty, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { MAILBOX_TLS_MODES, type MailboxTlsMode } from './mailbox.enums';

/** A desk mailbox an administrator adds (POST /api/mailboxes). */
export class AddMailboxInput {
  @IsEmail({}, { message: 'Enter a valid email address' })
  @MaxLength(320)
  address: string;

  @IsString()
  @IsNotEmpty({ message: 'Enter the IMAP server' })
  @MaxLength(255)
  host: string;

  @IsOptional()
  @IsInt({ message: 'Port must be a whole number' })
  @Min(1, { message: 'Port must be between 1 and 65535' })
  @Max(65535, { message: 'Port must be between 1 and 65535' })
  port?: number;

  @IsOptional()
  @IsIn(MAILBOX_TLS_MODES, { message: `TLS must be one of: ${MAILBOX_TLS_MODES.join(', ')}` })
  tls?: MailboxTlsMode;

  @IsString()
  @IsNotEmpty({ message: 'Enter the IMAP user' })
  @MaxLength(320)
  username: string;

  @IsString()
  @IsNotEmpty({ message: 'Enter the password' })
  @MaxLength(1000)
  password: string;

  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'Enter the folder to read' })
  @MaxLength(255)
  folder?: string;

  /** Read mail is moved to this folder; none: it is marked seen. */
  @IsOptional()
  @IsString()
  @IsNotEmpty({ message: 'Enter the folder to move read mail to' })
  @MaxLength(255)
  moveTo?: string;

  @IsOptional()
  @IsInt({ message: 'The first read window must be a whole number of days' })
  @Min(0, { message: 'The first read window must be between 0 and 3650 days' })
  @Max(3650, { message: 'The first read window must be between 0 and 3650 days' })
  firstReadDays?: number;
}
