/** The Properties status badge: which of client and contact the property is linked to. */
export type PropertyStatus = 'Fully Linked' | 'Client Only' | 'Contact Only' | 'Unassigned';

export function propertyStatus(property: { clientId?: string | null; contactId?: string | null }): PropertyStatus {
  if (property.clientId && property.contactId) return 'Fully Linked';
  if (property.clientId) return 'Client Only';
  if (property.contactId) return 'Contact Only';
  return 'Unassigned';
}

export const STATUS_COLOR: Record<PropertyStatus, string> = {
  'Fully Linked': 'green',
  'Client Only': 'blue',
  'Contact Only': 'purple',
  Unassigned: 'gray',
};
