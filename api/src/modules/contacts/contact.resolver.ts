import { Arg, Args, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { VALIDATE_NULLS } from '../../common/query-params';
import { Contact } from './contact.entity';
import { ContactConnection } from './contact.types';
import { ContactsArgs, CreateContactInput, UpdateContactInput } from './contact.inputs';
import type { ContactService } from './contact.service';

/** GraphQL side of contacts; the same ContactService as the REST routes. */
@Resolver(() => Contact)
export class ContactResolver {
  constructor(private readonly contactService: ContactService) {}

  @Allow('read')
  @Query(() => ContactConnection, { description: 'Contacts, newest first, optionally searched by name, email or phone.' })
  contacts(@Args(() => ContactsArgs) args: ContactsArgs): Promise<ContactConnection> {
    return this.contactService.list(args);
  }

  @Allow('read')
  @Query(() => Contact)
  contact(@Arg('id', () => ID) id: string): Promise<Contact> {
    return this.contactService.get(id);
  }

  @Allow('work')
  @Mutation(() => Contact)
  createContact(@Arg('input', () => CreateContactInput, VALIDATE_NULLS) input: CreateContactInput): Promise<Contact> {
    return this.contactService.create(input);
  }

  @Allow('work')
  @Mutation(() => Contact)
  updateContact(@Arg('input', () => UpdateContactInput, VALIDATE_NULLS) input: UpdateContactInput): Promise<Contact> {
    return this.contactService.update(input);
  }
}
