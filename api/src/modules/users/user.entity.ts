import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { RawIndex } from '../../common/raw-index';
import { Role } from './user.enums';

export const EMAIL_PROVIDERS = ['gmail', 'outlook'] as const;
export type EmailProvider = (typeof EMAIL_PROVIDERS)[number];

/** The organisation every user belongs to until the portal serves more than one company. */
export const DEFAULT_ORGANIZATION_ID = 'company';

@ObjectType({ description: 'A staff member who signs in to the portal.', simpleResolvers: true })
@Entity('users')
// The users lookup: active users by name and e-mail, case-insensitively.
@RawIndex('IDX_users_active_name', '(lower("firstName"), lower("lastName"), lower("email"), "id") WHERE "isActive"')
export class User {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 64, unique: true })
  username: string;

  /** argon2id hash; never selected unless asked for and never exposed. */
  @Column({ type: 'text', select: false })
  password: string;

  @Field()
  @Column({ type: 'varchar', length: 254, unique: true })
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  firstName: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  lastName: string | null;

  @Field(() => String, { nullable: true, description: 'The avatar: the address of the uploaded image, or null.' })
  @Column({ type: 'text', nullable: true })
  profileImageUrl: string | null;

  @Field(() => String, {
    nullable: true,
    description: "The person's time zone (an IANA name such as Europe/London) for the times they are shown; null: their browser's.",
  })
  @Column({ type: 'varchar', length: 64, nullable: true })
  timeZone: string | null;

  @Column({ type: 'varchar', length: 64, default: DEFAULT_ORGANIZATION_ID })
  organizationId: string;

  @Column({ type: 'boolean', default: true })
  isActive: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  /**
   * When the address was confirmed; null: a self sign-up that has yet to confirm it, and cannot sign
   * in. An account made any other way (the demo seed, the admin command) is confirmed on creation.
   */
  @Column({ type: 'timestamptz', nullable: true, default: () => 'now()' })
  emailVerifiedAt: Date | null;

  /** The SHA-256 of the pending confirmation link's token; a newer link overwrites it, confirming clears it. */
  @Index('UQ_users_email_verification_token', { unique: true })
  @Column({ type: 'char', length: 64, nullable: true, select: false })
  emailVerificationTokenHash?: string | null;

  @Column({ type: 'timestamptz', nullable: true, select: false })
  emailVerificationExpiresAt?: Date | null;

  @Field(() => Boolean, {
    description: 'Whether the e-mail address is confirmed (a self sign-up may have to confirm it before signing in).',
  })
  get emailVerified(): boolean {
    return this.emailVerifiedAt !== null;
  }

  @Field(() => Role, { description: 'What this user may do (docs/permissions.md).' })
  @Column({ type: 'enum', enum: Role, enumName: 'user_role', default: Role.AGENT })
  role: Role;

  @Column({ type: 'varchar', length: 254, nullable: true })
  senderEmail: string | null;

  @Column({ type: 'text', nullable: true })
  emailSignature: string | null;

  @Column({ type: 'boolean', default: false })
  emailEnabled: boolean;

  @Field(() => String, { nullable: true })
  @Column({ type: 'enum', enum: EMAIL_PROVIDERS, enumName: 'email_provider', nullable: true })
  connectedEmailProvider: EmailProvider | null;

  @Column({ type: 'text', nullable: true, select: false })
  googleAccessToken: string | null;

  @Column({ type: 'text', nullable: true, select: false })
  googleRefreshToken: string | null;

  @Column({ type: 'timestamptz', nullable: true, select: false })
  googleTokenExpiry: Date | null;

  @Column({ type: 'text', nullable: true, select: false })
  outlookAccessToken: string | null;

  @Column({ type: 'text', nullable: true, select: false })
  outlookRefreshToken: string | null;

  @Column({ type: 'timestamptz', nullable: true, select: false })
  outlookTokenExpiry: Date | null;

  /** The address of the connected Gmail or Outlook account (from the provider's ID token). */
  @Column({ type: 'varchar', length: 254, nullable: true })
  connectedEmail: string | null;

  /**
   * Why the connected account must be connected again (the provider refused to renew its access:
   * consent revoked, grant expired), in the provider's words; null while it works.
   */
  @Column({ type: 'varchar', length: 1000, nullable: true })
  emailConnectionError: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
