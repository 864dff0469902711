import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { RawIndex } from '../../common/raw-index';
import { Client } from '../clients/client.entity';
import { Contact } from '../contacts/contact.entity';
import { COUNTRIES, CountryValue } from '../knowledge/knowledge.enums';
import type { Country } from '../knowledge/knowledge.enums';

/** A building or flat we maintain, optionally linked to a client company and a contact person. */
@ObjectType({ description: 'A building or flat we maintain.', simpleResolvers: true })
@Entity('properties')
// Search (a trigram index per searched field) and the newest-first lists, all and per client.
@RawIndex('IDX_properties_name_trgm', 'USING gin ("name" gin_trgm_ops) WITH (fastupdate = off)')
@RawIndex('IDX_properties_address_trgm', 'USING gin ("address" gin_trgm_ops) WITH (fastupdate = off)')
@RawIndex('IDX_properties_newest', '("createdAt" DESC, "id" DESC)')
@RawIndex('IDX_properties_client_newest', '("clientId", "createdAt" DESC, "id" DESC)')
export class Property {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  name: string;

  @Field()
  @Column({ type: 'text' })
  address: string;

  /** Decides whose responsibility a repair is (the responsibility matrix is per country). */
  @Field(() => CountryValue)
  @Column({ type: 'enum', enum: COUNTRIES, enumName: 'country', default: 'UK' })
  country: Country;

  @Index()
  @Field(() => ID, { nullable: true })
  @Column({ type: 'uuid', nullable: true })
  clientId: string | null;

  @ManyToOne(() => Client, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'clientId' })
  client?: Client | null;

  @Index()
  @Field(() => ID, { nullable: true })
  @Column({ type: 'uuid', nullable: true })
  contactId: string | null;

  @ManyToOne(() => Contact, { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'contactId' })
  contact?: Contact | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
