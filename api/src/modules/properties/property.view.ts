import { toClientView, type ClientView } from '../clients/client.view';
import { toContactView, type ContactView } from '../contacts/contact.view';
import type { Country } from '../knowledge/knowledge.enums';
import type { Property } from './property.entity';

/**
 * What another record's REST answer carries of a property it embeds (a ticket's `property`), in
 * this order: its own fields, its client and contact only by id.
 */
export const PROPERTY_FIELDS = ['id', 'name', 'address', 'country', 'clientId', 'contactId', 'createdAt', 'updatedAt'] as const;

/** What REST answers of a property (`/api/properties`): its columns, its client and contact whole (or null). */
export interface PropertyView {
  id: string;
  name: string;
  address: string;
  country: Country;
  clientId: string | null;
  client: ClientView | null;
  contactId: string | null;
  contact: ContactView | null;
  createdAt: Date;
  updatedAt: Date;
}

/** A property read with its client and contact (PropertyService.list and get). */
export function toPropertyView(property: Property): PropertyView {
  return {
    id: property.id,
    name: property.name,
    address: property.address,
    country: property.country,
    clientId: property.clientId,
    client: property.client ? toClientView(property.client) : null,
    contactId: property.contactId,
    contact: property.contact ? toContactView(property.contact) : null,
    createdAt: property.createdAt,
    updatedAt: property.updatedAt,
  };
}
