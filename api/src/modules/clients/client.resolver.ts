import { Arg, Args, ID, Mutation, Query, Resolver } from 'type-graphql';
import { Allow } from '../../common/permissions';
import { VALIDATE_NULLS } from '../../common/query-params';
import { Client } from './client.entity';
import { ClientConnection } from './client.types';
import { ClientsArgs, CreateClientInput, UpdateClientInput } from './client.inputs';
import type { ClientService } from './client.service';

/** GraphQL side of clients; the same ClientService as the REST routes. */
@Resolver(() => Client)
export class ClientResolver {
  constructor(private readonly clientService: ClientService) {}

  @Allow('read')
  @Query(() => ClientConnection, {
    description: 'Clients, newest first, optionally searched by company name, address, website or company number.',
  })
  clients(@Args(() => ClientsArgs) args: ClientsArgs): Promise<ClientConnection> {
    return this.clientService.list(args);
  }

  @Allow('read')
  @Query(() => Client)
  client(@Arg('id', () => ID) id: string): Promise<Client> {
    return this.clientService.get(id);
  }

  @Allow('work')
  @Mutation(() => Client)
  createClient(@Arg('input', () => CreateClientInput, VALIDATE_NULLS) input: CreateClientInput): Promise<Client> {
    return this.clientService.create(input);
  }

  @Allow('work')
  @Mutation(() => Client)
  updateClient(@Arg('input', () => UpdateClientInput, VALIDATE_NULLS) input: UpdateClientInput): Promise<Client> {
    return this.clientService.update(input);
  }
}
