import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { RawIndex } from '../../common/raw-index';
import { DEFAULT_LANGUAGE } from './contact.inputs';

/** A person: a tenant, a requester, a supplier's contact. */
@ObjectType({ description: 'A person: a tenant, a requester, a supplier contact.', simpleResolvers: true })
@Entity('contacts')
// Search (a trigram index per searched field) and the newest-first list.
@RawIndex('IDX_contacts_name_trgm', 'USING gin ("name" gin_trgm_ops) WITH (fastupdate = off)')
@RawIndex('IDX_contacts_email_trgm', 'USING gin ("email" gin_trgm_ops) WITH (fastupdate = off)')
@RawIndex('IDX_contacts_phone_trgm', 'USING gin ("phone" gin_trgm_ops) WITH (fastupdate = off)')
// Inbound senders by phone number, compared by its digits (ContactService.findByAddress).
@RawIndex('IDX_contacts_phone_digits', `(regexp_replace("phone", '\\D', '', 'g'))`)
@RawIndex('IDX_contacts_newest', '("createdAt" DESC, "id" DESC)')
export class Contact {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Field()
  @Column({ type: 'varchar', length: 50, default: DEFAULT_LANGUAGE })
  language: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
