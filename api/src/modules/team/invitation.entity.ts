import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { User } from '../users/user.entity';
import { Role } from '../users/user.enums';

/**
 * An invitation to create an account with a role: a one-time link, kept as the SHA-256 of its
 * token. It is open until accepted, revoked, replaced by a newer invitation to the same address,
 * or past `expiresAt`; an address has at most one open invitation (the partial unique index).
 */
@Entity('invitations')
@Unique('UQ_invitations_token_hash', ['tokenHash'])
@Index('IDX_invitations_open_email', ['email'], {
  unique: true,
  where: '"acceptedAt" IS NULL AND "revokedAt" IS NULL AND "replacedAt" IS NULL',
})
export class Invitation {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_invitations' })
  id: string;

  /** The invited address, lower-cased. */
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Column({ type: 'enum', enum: Role, enumName: 'user_role' })
  role: Role;

  /** Hex SHA-256 of the link's token. */
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  /** The admin who invited; null once their account is gone. */
  @Column({ type: 'uuid', nullable: true })
  invitedById: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invitedById', foreignKeyConstraintName: 'FK_invitations_invited_by' })
  invitedBy?: User | null;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  @Column({ type: 'timestamptz', nullable: true })
  acceptedAt: Date | null;

  /** The account the invitation created. */
  @Column({ type: 'uuid', nullable: true })
  acceptedUserId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'acceptedUserId', foreignKeyConstraintName: 'FK_invitations_accepted_user' })
  acceptedUser?: User | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  replacedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
