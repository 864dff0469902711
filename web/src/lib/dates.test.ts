import {
  companyToday,
  formatDate,
  formatDateTime,
  formatDateTimeWithYear,
  formatMonth,
  fromDateTimeLocal,
  setDisplayTimeZone,
  toDateTimeLocal,
} from './dates';

// Local-time inputs (Date parts, ISO strings without an offset), so the results do not depend on
// the time zone the tests run in.
const september = new Date(2026, 8, 5, 9, 7);

describe("date formatting ('MMM d, HH:mm' for moments)", () => {
  it("prints three-letter months, September as 'Sep' (not the 'Sept' of en-GB locale strings)", () => {
    expect(formatDateTime(september)).toBe('Sep 5, 09:07');
    expect(formatDateTime('2026-09-25T14:05:00')).toBe('Sep 25, 14:05');
    expect(formatDateTime('2026-06-01T00:00:00')).toBe('Jun 1, 00:00');
    expect(formatDateTime(september.getTime())).toBe('Sep 5, 09:07');
  });

  it('reads ISO strings with an offset as that instant, shown in local time', () => {
    const instant = '2026-09-25T14:05:00Z';
    expect(formatDateTime(instant)).toBe(formatDateTime(new Date(Date.UTC(2026, 8, 25, 14, 5))));
  });

  it('formats a day, a moment with its year, and a month', () => {
    expect(formatDate(september)).toBe('Sep 5, 2026');
    expect(formatDateTimeWithYear(september)).toBe('Sep 5, 2026, 09:07');
    expect(formatMonth(september)).toBe('Sep 2026');
  });

  it("reads a date-only string as that local day and a 'yyyy-MM' month as that month", () => {
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
    expect(formatDate('2026-12-31')).toBe('Dec 31, 2026');
    expect(formatMonth('2026-03')).toBe('Mar 2026');
    expect(formatMonth('2025-09')).toBe('Sep 2025');
  });

  it('gives the datetime-local input value in local time, to the minute', () => {
    expect(toDateTimeLocal(new Date(2026, 8, 5, 9, 7, 42))).toBe('2026-09-05T09:07');
    expect(toDateTimeLocal('2026-12-31T23:59:00')).toBe('2026-12-31T23:59');
  });

  it('gives an empty string for a missing or unreadable value instead of throwing', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('');
    expect(formatMonth('2026-13')).toBe('');
  });
});

describe("in the person's time zone (their profile's)", () => {
  afterEach(() => setDisplayTimeZone(null));

  it('shows moments in that zone, whatever the browser is in', () => {
    const instant = '2026-09-25T14:05:00Z';
    setDisplayTimeZone('Asia/Tokyo');
    expect(formatDateTime(instant)).toBe('Sep 25, 23:05');
    expect(formatDateTimeWithYear(new Date(Date.UTC(2026, 11, 31, 20, 0)))).toBe('Jan 1, 2027, 05:00');
    setDisplayTimeZone('America/Los_Angeles');
    expect(formatDateTime(instant)).toBe('Sep 25, 07:05');
  });

  it('keeps a date-only string and a month on that day and month', () => {
    for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
      setDisplayTimeZone(zone);
      expect(formatDate('2026-09-01')).toBe('Sep 1, 2026');
      expect(formatMonth('2026-03')).toBe('Mar 2026');
    }
  });

  it('reads and writes datetime-local values in that zone', () => {
    setDisplayTimeZone('America/New_York');
    expect(toDateTimeLocal('2026-09-25T18:05:00Z')).toBe('2026-09-25T14:05');
    expect(fromDateTimeLocal('2026-09-25T14:05')?.toISOString()).toBe('2026-09-25T18:05:00.000Z');
    expect(fromDateTimeLocal('not a date')).toBeNull();
  });

  it("goes back to the browser's zone without one, or with one the browser does not know", () => {
    setDisplayTimeZone('Asia/Tokyo');
    setDisplayTimeZone('Mars/Olympus_Mons');
    expect(formatDateTime('2026-09-25T14:05:00')).toBe('Sep 25, 14:05');
    expect(fromDateTimeLocal('2026-09-25T14:05')?.getTime()).toBe(new Date(2026, 8, 25, 14, 5).getTime());
  });
});

describe("in the company's time zone when the profile sets none", () => {
  afterEach(() => setDisplayTimeZone(null));
  const instant = '2026-06-30T23:30:00Z';

  it("shows dates in the company's zone, not the browser's, unless the person's profile sets one", () => {
    setDisplayTimeZone(null, 'Europe/London');
    expect(formatDateTime(instant)).toBe('Jul 1, 00:30');
    setDisplayTimeZone(undefined, 'Asia/Tokyo');
    expect(formatDateTime(instant)).toBe('Jul 1, 08:30');
    setDisplayTimeZone('America/New_York', 'Asia/Tokyo');
    expect(formatDateTime(instant)).toBe('Jun 30, 19:30');
    setDisplayTimeZone('Mars/Olympus_Mons', 'Europe/London');
    expect(formatDateTime(instant)).toBe('Jul 1, 00:30');
  });

  it("counts today in the company's zone, whoever's zone the dates are shown in", () => {
    setDisplayTimeZone('America/Los_Angeles', 'Europe/London');
    expect(formatDate(instant)).toBe('Jun 30, 2026');
    expect(companyToday(new Date(instant))).toBe('2026-07-01');
    setDisplayTimeZone(null, 'UTC');
    expect(companyToday(new Date(instant))).toBe('2026-06-30');
  });

  it("falls back to the browser's zone while the company's is unknown", () => {
    setDisplayTimeZone(null, null);
    expect(formatDateTime('2026-09-25T14:05:00')).toBe('Sep 25, 14:05');
    const local = new Date(2026, 8, 25, 23, 30);
    expect(companyToday(local)).toBe('2026-09-25');
  });
});
