import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import { User } from '../users/user.entity';
import { Conversation } from './conversation.entity';

/** When a user last opened a conversation: it is unread for them while the contact wrote after that. */
@Entity('conversation_reads')
export class ConversationRead {
  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_conversation_reads' })
  userId: string;

  @PrimaryColumn({ type: 'uuid', primaryKeyConstraintName: 'PK_conversation_reads' })
  conversationId: string;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId', foreignKeyConstraintName: 'FK_conversation_reads_user' })
  user?: User;

  @ManyToOne(() => Conversation, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'conversationId', foreignKeyConstraintName: 'FK_conversation_reads_conversation' })
  conversation?: Conversation;

  @Column({ type: 'timestamptz' })
  readAt: Date;
}
