import { Arg, Args, FieldResolver, ID, Mutation, Query, Resolver, Root } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { VALIDATE_NULLS } from '../../common/query-params';
import { Client } from '../clients/client.entity';
import type { ClientService } from '../clients/client.service';
import { Contact } from '../contacts/contact.entity';
import type { ContactService } from '../contacts/contact.service';
import { Property } from './property.entity';
import { PropertyConnection } from './property.types';
import { CreatePropertyInput, PropertiesArgs, UpdatePropertyInput } from './property.inputs';
import type { PropertyService } from './property.service';

/** GraphQL side of properties; the same PropertyService as the REST routes. */
@Resolver(() => Property)
export class PropertyResolver {
  constructor(
    private readonly propertyService: PropertyService,
    private readonly clientService: ClientService,
    private readonly contactService: ContactService,
  ) {}

  @Allow('read')
  @Query(() => PropertyConnection, {
    description: 'Properties, newest first, optionally of one client and searched by name, address, client or contact.',
  })
  properties(@Args(() => PropertiesArgs) args: PropertiesArgs): Promise<PropertyConnection> {
    return this.propertyService.list(args);
  }

  @Allow('read')
  @Query(() => Property)
  property(@Arg('id', () => ID) id: string): Promise<Property> {
    return this.propertyService.get(id);
  }

  @Allow('work')
  @Mutation(() => Property)
  createProperty(@Arg('input', () => CreatePropertyInput, VALIDATE_NULLS) input: CreatePropertyInput): Promise<Property> {
    return this.propertyService.create(input);
  }

  @Allow('work')
  @Mutation(() => Property)
  updateProperty(@Arg('input', () => UpdatePropertyInput, VALIDATE_NULLS) input: UpdatePropertyInput): Promise<Property> {
    return this.propertyService.update(input);
  }

  /** Loaded with the property by this module's queries; looked up when another module hands over a bare row. */
  @Allow('read')
  @FieldResolver(() => Client, { nullable: true })
  async client(@Root() property: Property): Promise<Client | null> {
    if (property.client !== undefined) return property.client;
    return property.clientId ? this.clientService.find(property.clientId) : null;
  }

  @Allow('read')
  @FieldResolver(() => Contact, { nullable: true })
  async contact(@Root() property: Property): Promise<Contact | null> {
    if (property.contact !== undefined) return property.contact;
    return property.contactId ? this.contactService.find(property.contactId) : null;
  }
}
