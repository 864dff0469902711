import { Field, ID, ObjectType } from 'type-graphql';
import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { RawIndex } from '../../common/raw-index';
import { DEFAULT_LANGUAGE } from '../contacts/contact.inputs';

/** A company we look after properties for, with its main contact person. */
@ObjectType({ description: 'A client company with its main contact person.', simpleResolvers: true })
@Entity('clients')
// Search (a trigram index per searched field) and the newest-first list.
@RawIndex('IDX_clients_companyName_trgm', 'USING gin ("companyName" gin_trgm_ops) WITH (fastupdate = off)')
@RawIndex('IDX_clients_address_trgm', 'USING gin ("address" gin_trgm_ops) WITH (fastupdate = off)')
@RawIndex('IDX_clients_website_trgm', 'USING gin ("website" gin_trgm_ops) WITH (fastupdate = off)')
@RawIndex('IDX_clients_companyNumber_trgm', 'USING gin ("companyNumber" gin_trgm_ops) WITH (fastupdate = off)')
@RawIndex('IDX_clients_newest', '("createdAt" DESC, "id" DESC)')
export class Client {
  @Field(() => ID)
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  firstName: string;

  @Field()
  @Column({ type: 'varchar', length: 100 })
  lastName: string;

  @Field()
  @Column({ type: 'varchar', length: 254 })
  email: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 50, nullable: true })
  phone: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 100, nullable: true })
  jobTitle: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 500, nullable: true })
  linkedin: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 200, nullable: true })
  company: string | null;

  @Field()
  @Column({ type: 'varchar', length: 50, default: DEFAULT_LANGUAGE })
  language: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Field()
  @Column({ type: 'varchar', length: 200 })
  companyName: string;

  @Field(() => String, { nullable: true })
  @Column({ type: 'text', nullable: true })
  address: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 500, nullable: true })
  website: string | null;

  @Field(() => String, { nullable: true })
  @Column({ type: 'varchar', length: 50, nullable: true })
  companyNumber: string | null;

  @Field()
  @CreateDateColumn({ type: 'timestamptz' })
  createdAt: Date;

  @Field()
  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt: Date;
}
