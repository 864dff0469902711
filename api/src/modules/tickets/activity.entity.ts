import { GraphQLJSONObject } from 'graphql-scalars';
import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Client } from '../clients/client.entity';
import { Contact } from '../contacts/contact.entity';
import { User } from '../users/user.entity';
import { ACTIVITY_TYPES, ActivityTypeValue } from './ticket.enums';
import type { ActivityType } from './ticket.enums';
import { Ticket } from './ticket.entity';

/** One entry of a ticket's activity feed: a note, call, e-mail, status change, ... */
@ObjectType({ description: "One entry of a ticket's activity feed." })
@Entity('activities')
@Index(['ticketId', 'createdAt'])
export class Activity {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field(() => ID)
  @Column({ type: 'uuid' })
  ticketId: string;

  @ManyToOne(() => Ticket, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ticketId' })
  ticket?: Ticket;

  @Field(() => ActivityTypeValue)
  @Column({ type: 'enum', enum: ACTIVITY_TYPES, enumName: 'activity_type' })
  type: ActivityType;

  @Field(() => ID, { nullable: true })
  @Column({ type: 'uuid', nullable: true })
  userId: string | null;

  @ManyToOne(() => User, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'userId' })
  user?: User | null;

  @Field(() => ID, { nullable: true })
  @Column({ type: 'uuid', nullable: true })
  clientId: string | null;

  @ManyToOne(() => Client, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'clientId' })
  client?: Client | null;

  @Field(() => ID, { nullable: true })
  @Column({ type: 'uuid', nullable: true })
  contactId: string | null;

  @ManyToOne(() => Contact, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'contactId' })
  contact?: Contact | null;

  @Field()
  @Column({ type: 'text' })
  content: string;

  @Field(() => GraphQLJSONObject, { nullable: true, description: 'e.g. { from, to } of a status change or assignment.' })
  @Column({ type: 'jsonb', nullable: true })
  metadata: Record<string, unknown> | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;
}
