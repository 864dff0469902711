import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique, UpdateDateColumn } from 'typeorm';
import { User } from '../users/user.entity';
import { MAILBOX_AFTER_READ, MAILBOX_AUTH, MAILBOX_TLS_MODES } from './mailbox.enums';
import type { MailboxAfterRead, MailboxAuth, MailboxTlsMode } from './mailbox.enums';

/** IMAP UIDs and UIDVALIDITY are unsigned 32-bit numbers: stored as bigint, read as numbers. */
const uint32 = {
  to: (value: number | null | undefined) => value,
  from: (value: string | null) => (value === null ? null : Number(value)),
};

/**
 * A mailbox the desk reads over IMAP: the desk's own (password) or an agent's connected Gmail or
 * Outlook account (OAuth2). Its checkpoint (UIDVALIDITY and the last UID stored) is where reading
 * resumes; a message is stored before the checkpoint moves past it.
 */
@Entity('mailboxes')
@Unique('UQ_mailboxes_address', ['address'])
@Unique('UQ_mailboxes_userId', ['userId'])
export class Mailbox {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** The mailbox's address, lower-cased. */
  @Column({ type: 'varchar', length: 320 })
  address: string;

  @Column({ type: 'varchar', length: 255 })
  host: string;

  @Column({ type: 'int' })
  port: number;

  @Column({ type: 'enum', enum: MAILBOX_TLS_MODES, enumName: 'mailbox_tls_mode' })
  tls: MailboxTlsMode;

  @Column({ type: 'varchar', length: 320 })
  username: string;

  @Column({ type: 'enum', enum: MAILBOX_AUTH, enumName: 'mailbox_auth', default: 'password' })
  auth: MailboxAuth;

  /** The password, encrypted (TokenCipher, bound to the mailbox's id); null for OAuth2. */
  @Column({ type: 'text', nullable: true })
  passwordEncrypted: string | null;

  /** The agent whose connected account this is; null for a desk mailbox. */
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: User | null;

  @Column({ type: 'varchar', length: 255, default: 'INBOX' })
  folder: string;

  @Column({ type: 'enum', enum: MAILBOX_AFTER_READ, enumName: 'mailbox_after_read', default: 'seen' })
  afterRead: MailboxAfterRead;

  /** The folder read messages are moved to when `afterRead` is 'move'. */
  @Column({ type: 'varchar', length: 255, nullable: true })
  moveTo: string | null;

  /** The first read (and a read after UIDVALIDITY changed) takes the mail of this many days only. */
  @Column({ type: 'int', default: 7 })
  firstReadDays: number;

  @Column({ type: 'bigint', nullable: true, transformer: uint32 })
  uidValidity: number | null;

  /** The highest UID stored (or skipped as older than the first-read window). */
  @Column({ type: 'bigint', nullable: true, transformer: uint32 })
  lastUid: number | null;

  /** The highest UID the first-read window applies to: older mail up to it is skipped. */
  @Column({ type: 'bigint', nullable: true, transformer: uint32 })
  windowLastUid: number | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastReceivedAt: Date | null;

  @Column({ type: 'text', nullable: true })
  lastError: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  lastErrorAt: Date | null;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
