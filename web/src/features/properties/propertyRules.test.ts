import { propertyStatus } from './propertyStatus';
import { propertySchema, toPropertyInput } from './propertySchema';

describe('property status and form rules', () => {
  it('names the links: Fully Linked, Client Only, Contact Only or Unassigned', () => {
    expect(propertyStatus({ clientId: 'c', contactId: 'k' })).toBe('Fully Linked');
    expect(propertyStatus({ clientId: 'c', contactId: null })).toBe('Client Only');
    expect(propertyStatus({ clientId: null, contactId: 'k' })).toBe('Contact Only');
    expect(propertyStatus({})).toBe('Unassigned');
  });

  it('requires name and address; client and contact are optional and sent as null when none', async () => {
    await expect(propertySchema.validate({ name: ' ', address: '1 Road' })).rejects.toThrow('Property name is required');
    await expect(propertySchema.validate({ name: 'Flat', address: '' })).rejects.toThrow('Address is required');
    expect(toPropertyInput({ name: ' Flat 1 ', address: '1 Road ', country: 'FR', clientId: '', contactId: 'k1' })).toEqual({
      name: 'Flat 1',
      address: '1 Road',
      country: 'FR',
      clientId: null,
      contactId: 'k1',
    });
  });
});
