import { ObjectType } from 'type-graphql';
import { Connection } from '../../common/paging';
import { Property } from './property.entity';

@ObjectType()
export class PropertyConnection extends Connection(Property) {}
