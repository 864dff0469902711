import { ObjectType } from 'type-graphql';
import { Connection } from '../../common/paging';
import { Contact } from './contact.entity';

@ObjectType()
export class ContactConnection extends Connection(Contact) {}
