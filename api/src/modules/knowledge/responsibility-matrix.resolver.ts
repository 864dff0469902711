import { Arg, Args, Field, ID, Mutation, ObjectType, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { Connection } from '../../common/paging';
import { VALIDATE_NULLS } from '../../common/query-params';
import { CategoryValue } from '../tickets/ticket.enums';
import { CountryValue } from './knowledge.enums';
import { ResponsibilityMatrixEntry } from './responsibility-matrix.entity';
import {
  CreateResponsibilityMatrixEntryInput,
  ResponsibilityLookupArgs,
  ResponsibilityMatrixArgs,
  UpdateResponsibilityMatrixEntryInput,
} from './responsibility-matrix.inputs';
import { CurrentActor, type SignedInActor } from '../../common/actor';
import type { ResponsibilityMatrixService } from './responsibility-matrix.service';

@ObjectType({ simpleResolvers: true })
export class ResponsibilityMatrixConnection extends Connection(ResponsibilityMatrixEntry) {}

@ObjectType({ description: "Who is responsible for a ticket's repair, from the matrix.", simpleResolvers: true })
export class TicketResponsibility {
  @Field(() => ID)
  ticketId: string;

  @Field(() => CountryValue, { description: "The ticket's property's country; UK when the ticket has no property." })
  country: CountryValue;

  @Field({ description: 'False when the ticket has no property and the default country was used.' })
  countryFromProperty: boolean;

  @Field(() => CategoryValue)
  category: CategoryValue;

  @Field(() => [ResponsibilityMatrixEntry], {
    description: "The active entries of that country and category, closest to the ticket's words first.",
  })
  entries: ResponsibilityMatrixEntry[];

  @Field(() => ID, { nullable: true, description: 'The first entry, when it shares words with the ticket or is the only one.' })
  bestMatchId: string | null;
}

/** GraphQL side of the responsibility matrix; the same ResponsibilityMatrixService as the REST routes. */
@Resolver(() => ResponsibilityMatrixEntry)
export class ResponsibilityMatrixResolver {
  constructor(private readonly service: ResponsibilityMatrixService) {}

  @Allow('read')
  @Query(() => ResponsibilityMatrixConnection, { description: 'Matrix entries by country, category and issue type.' })
  responsibilityMatrix(@Args(() => ResponsibilityMatrixArgs) args: ResponsibilityMatrixArgs): Promise<ResponsibilityMatrixConnection> {
    return this.service.list(args.filter, args);
  }

  @Allow('read')
  @Query(() => ResponsibilityMatrixEntry)
  responsibilityMatrixEntry(@Arg('id', () => ID) id: string): Promise<ResponsibilityMatrixEntry> {
    return this.service.get(id);
  }

  @Allow('read')
  @Query(() => [ResponsibilityMatrixEntry], {
    description: "The active entries for a country and category (an article's Legal Information).",
  })
  responsibilityFor(@Args(() => ResponsibilityLookupArgs) args: ResponsibilityLookupArgs): Promise<ResponsibilityMatrixEntry[]> {
    return this.service.lookup(args.country, args.category);
  }

  @Allow('read')
  @Query(() => TicketResponsibility)
  ticketResponsibility(@Arg('ticketId', () => ID) ticketId: string): Promise<TicketResponsibility> {
    return this.service.forTicket(ticketId) as Promise<TicketResponsibility>;
  }

  @Allow('admin')
  @Mutation(() => ResponsibilityMatrixEntry)
  createResponsibilityMatrixEntry(
    @Arg('input', () => CreateResponsibilityMatrixEntryInput) input: CreateResponsibilityMatrixEntryInput,
    @CurrentActor() actor: SignedInActor,
  ): Promise<ResponsibilityMatrixEntry> {
    return this.service.create(input, actor);
  }

  @Allow('admin')
  @Mutation(() => ResponsibilityMatrixEntry)
  updateResponsibilityMatrixEntry(
    @Arg('input', () => UpdateResponsibilityMatrixEntryInput, VALIDATE_NULLS) input: UpdateResponsibilityMatrixEntryInput,
    @CurrentActor() actor: SignedInActor,
  ): Promise<ResponsibilityMatrixEntry> {
    return this.service.update(input, actor);
  }

  @Allow('admin')
  @Mutation(() => ResponsibilityMatrixEntry, { description: 'Keeps the entry but stops showing it where responsibility is looked up.' })
  deactivateResponsibilityMatrixEntry(
    @Arg('id', () => ID) id: string,
    @CurrentActor() actor: SignedInActor,
  ): Promise<ResponsibilityMatrixEntry> {
    return this.service.deactivate(id, actor);
  }
}
