import { ObjectType } from 'type-graphql';
import { Connection } from '../../common/paging';
import { Client } from './client.entity';

@ObjectType()
export class ClientConnection extends Connection(Client) {}
