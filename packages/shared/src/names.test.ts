import { displayName, initials, nameInitials } from './names';

describe('displayName', () => {
  it('is first and last name, else the e-mail, else User', () => {
    expect(displayName({ firstName: ' Ada ', lastName: 'Lovelace', email: 'ada@example.com' })).toBe('Ada Lovelace');
    expect(displayName({ firstName: 'Ada', lastName: '  ', email: ' ada@example.com ' })).toBe('ada@example.com');
    expect(displayName({ firstName: null, lastName: null, email: '' })).toBe('User');
  });
});

describe('initials', () => {
  it('are the first letters of first and last name, else U (never from the e-mail)', () => {
    expect(initials({ firstName: 'ada', lastName: 'lovelace' })).toBe('AL');
    expect(initials({ firstName: 'Ada', lastName: null, email: 'ada@example.com' })).toBe('U');
  });

  it('of a one-field name are the first letters of its first and last word, else U', () => {
    expect(nameInitials('Ada King Lovelace')).toBe('AL');
    expect(nameInitials('  ada  ')).toBe('A');
    expect(nameInitials('   ')).toBe('U');
  });
});
