import { AuditAction } from '@pmp/shared';
import { IsEnum, IsOptional, IsUUID } from 'class-validator';
import { ArgsType, Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { Connection, PageArgs } from '../../common/paging';

registerEnumType(AuditAction, { name: 'AuditAction', description: 'What an audit log event records.' });

export { AuditAction };

@ObjectType({ description: 'One value an audited action changed.' })
export class AuditChange {
  @Field()
  field: string;

  @Field(() => String, { nullable: true, description: 'The value before, as text (null: none).' })
  before: string | null;

  @Field(() => String, { nullable: true, description: 'The value after, as text (null: none).' })
  after: string | null;
}

@ObjectType({ description: 'Something someone did, as the audit log keeps it.' })
export class AuditEventType {
  @Field(() => ID)
  id: string;

  @Field()
  at: Date;

  @Field(() => AuditAction)
  action: AuditAction;

  @Field(() => ID, { nullable: true })
  actorId: string | null;

  @Field(() => String, { nullable: true, description: 'Their name when it happened (null: nobody known, as a failed sign-in).' })
  actorName: string | null;

  @Field(() => String, { nullable: true, description: "The client's address." })
  ip: string | null;

  @Field(() => String, { nullable: true })
  targetType: string | null;

  @Field(() => String, { nullable: true })
  targetId: string | null;

  @Field(() => String, { nullable: true })
  targetLabel: string | null;

  @Field(() => [AuditChange])
  changes: AuditChange[];
}

@ObjectType()
export class AuditEventConnection extends Connection(AuditEventType) {}

@ArgsType()
export class AuditEventsArgs extends PageArgs {
  @Field(() => ID, { nullable: true, description: 'Only what this person did.' })
  @IsOptional()
  @IsUUID('all', { message: 'actorId must be a user id' })
  actorId?: string | null;

  @Field(() => AuditAction, { nullable: true })
  @IsOptional()
  @IsEnum(AuditAction, { message: 'action must be one of the audit actions' })
  action?: AuditAction | null;

  @Field(() => Date, { nullable: true, description: 'From this instant on.' })
  from?: Date | null;

  @Field(() => Date, { nullable: true, description: 'Before this instant.' })
  to?: Date | null;
}
