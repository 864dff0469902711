import { timeZoneName, timeZoneNames } from './profile';

describe('time zone names', () => {
  it('lists IANA zones, UTC included, sorted', () => {
    const names = timeZoneNames();
    expect(names).toEqual(expect.arrayContaining(['UTC', 'Europe/London', 'America/New_York']));
    expect([...names].sort()).toEqual(names);
  });

  it('accepts a listed zone in any case, spelled as listed', () => {
    expect(timeZoneName('Europe/London')).toBe('Europe/London');
    expect(timeZoneName(' europe/london ')).toBe('Europe/London');
    expect(timeZoneName('utc')).toBe('UTC');
  });

  it('accepts a known alias the list leaves out, as given', () => {
    expect(timeZoneName('Etc/UTC')).toBe('Etc/UTC');
    expect(timeZoneName('etc/utc')).not.toBeNull();
  });

  it('refuses what is not a time zone name', () => {
    for (const bad of ['', 'Mars/Olympus_Mons', 'Europe/London; DROP TABLE', '+05:00', 'Europe/../London', 'x'.repeat(70)]) {
      expect(timeZoneName(bad)).toBeNull();
    }
  });
});
