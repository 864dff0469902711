import { pickFields } from '../../common/pick-fields';
import type { Contact } from './contact.entity';

/** What REST answers of a contact (`/api/contacts`, a property's `contact`), in this order. */
export const CONTACT_VIEW_FIELDS = ['id', 'name', 'email', 'phone', 'language', 'notes', 'createdAt', 'updatedAt'] as const;
export type ContactView = Pick<Contact, (typeof CONTACT_VIEW_FIELDS)[number]>;

export function toContactView(contact: Contact): ContactView {
  return pickFields(contact, CONTACT_VIEW_FIELDS);
}
