import { pickFields } from '../../common/pick-fields';
import type { Client } from './client.entity';

/** What REST answers of a client (`/api/clients`, a property's `client`), in this order. */
export const CLIENT_VIEW_FIELDS = [
  'id',
  'firstName',
  'lastName',
  'email',
  'phone',
  'jobTitle',
  'linkedin',
  'company',
  'language',
  'notes',
  'companyName',
  'address',
  'website',
  'companyNumber',
  'createdAt',
  'updatedAt',
] as const;
export type ClientView = Pick<Client, (typeof CLIENT_VIEW_FIELDS)[number]>;

export function toClientView(client: Client): ClientView {
  return pickFields(client, CLIENT_VIEW_FIELDS);
}
