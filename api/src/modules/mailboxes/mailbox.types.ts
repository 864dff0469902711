import { Field, Float, ID, Int, ObjectType } from 'type-graphql';
import {
  MailboxAfterReadValue,
  MailboxAuthValue,
  MailboxTlsValue,
  type MailboxAfterRead,
  type MailboxAuth,
  type MailboxTlsMode,
} from './mailbox.enums';
import type { MailboxView } from './mailbox.view';

/** A mailbox the desk reads, with its reading state: what REST's view answers (never its password). */
@ObjectType('Mailbox', { simpleResolvers: true, description: 'A mailbox the desk reads over IMAP, with its reading state.' })
export class MailboxType implements MailboxView {
  @Field(() => ID)
  id: string;

  @Field()
  address: string;

  @Field()
  host: string;

  @Field(() => Int)
  port: number;

  @Field(() => MailboxTlsValue)
  tls: MailboxTlsMode;

  @Field()
  username: string;

  @Field(() => MailboxAuthValue)
  auth: MailboxAuth;

  @Field(() => ID, { nullable: true, description: 'The agent whose connected account this is; null for a desk mailbox.' })
  userId: string | null;

  @Field()
  folder: string;

  @Field(() => MailboxAfterReadValue)
  afterRead: MailboxAfterRead;

  @Field(() => String, { nullable: true })
  moveTo: string | null;

  @Field(() => Int)
  firstReadDays: number;

  @Field({ description: 'Whether it is read (an agent account no longer connected is not).' })
  enabled: boolean;

  @Field(() => Float, { nullable: true, description: "The folder's UIDVALIDITY at the checkpoint." })
  uidValidity: number | null;

  @Field(() => Float, { nullable: true, description: 'The highest UID stored: reading resumes after it.' })
  lastUid: number | null;

  @Field(() => Date, { nullable: true })
  lastReceivedAt: Date | null;

  @Field(() => String, { nullable: true, description: "The reader's last error; null once it reads again." })
  lastError: string | null;

  @Field(() => Date, { nullable: true })
  lastErrorAt: Date | null;
}
