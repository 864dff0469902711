import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, Unique } from 'typeorm';
import { User } from '../users/user.entity';

/**
 * A password reset link, kept as the SHA-256 of its token (the token itself is only in the mail).
 * It works once, until `expiresAt`; a newer link for the same user replaces it.
 */
@Entity('password_reset_tokens')
@Unique('UQ_password_reset_tokens_hash', ['tokenHash'])
export class PasswordResetToken {
  @PrimaryGeneratedColumn('uuid', { primaryKeyConstraintName: 'PK_password_reset_tokens' })
  id: string;

  /** Hex SHA-256 of the link's token. */
  @Column({ type: 'char', length: 64 })
  tokenHash: string;

  @Index('IDX_password_reset_tokens_user')
  @Column({ type: 'uuid' })
  userId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_password_reset_tokens_user' })
  user?: User;

  @Column({ type: 'timestamptz' })
  expiresAt: Date;

  /** When the link set a new password. */
  @Column({ type: 'timestamptz', nullable: true })
  usedAt: Date | null;

  /** When a newer link for the same user replaced this one. */
  @Column({ type: 'timestamptz', nullable: true })
  replacedAt: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
