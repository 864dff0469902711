import { covers, minuteOfWeek, overlap } from './rota';

const at = (weekday: number, time: string) => (weekday - 1) * 1440 + Number(time.slice(0, 2)) * 60 + Number(time.slice(3));

describe('the weekly rota', () => {
  it('covers a day shift from its start to before its end', () => {
    const shift = { weekday: 3, startsAt: '09:00:00', endsAt: '17:00:00' };
    expect(covers(shift, at(3, '08:59'))).toBe(false);
    expect(covers(shift, at(3, '09:00'))).toBe(true);
    expect(covers(shift, at(3, '16:59'))).toBe(true);
    expect(covers(shift, at(3, '17:00'))).toBe(false);
  });

  it('runs an overnight shift into the next day, and Sunday night into Monday', () => {
    expect(covers({ weekday: 1, startsAt: '18:00', endsAt: '08:00' }, at(2, '07:59'))).toBe(true);
    expect(covers({ weekday: 1, startsAt: '18:00', endsAt: '08:00' }, at(2, '08:00'))).toBe(false);
    const sunday = { weekday: 7, startsAt: '22:00', endsAt: '06:00' };
    expect(covers(sunday, at(1, '05:00'))).toBe(true);
    expect(covers(sunday, at(7, '23:00'))).toBe(true);
    expect(covers(sunday, at(1, '06:00'))).toBe(false);
  });

  it('takes the same start and end as the whole day from the start', () => {
    const day = { weekday: 2, startsAt: '00:00', endsAt: '00:00' };
    expect(covers(day, at(2, '00:00'))).toBe(true);
    expect(covers(day, at(2, '23:59'))).toBe(true);
    expect(covers(day, at(3, '00:00'))).toBe(false);
  });

  it('finds overlaps, also across the week’s end, and lets shifts meet', () => {
    expect(overlap({ weekday: 7, startsAt: '22:00', endsAt: '06:00' }, { weekday: 1, startsAt: '05:00', endsAt: '09:00' })).toBe(true);
    expect(overlap({ weekday: 7, startsAt: '22:00', endsAt: '06:00' }, { weekday: 1, startsAt: '06:00', endsAt: '09:00' })).toBe(false);
    expect(overlap({ weekday: 3, startsAt: '09:00', endsAt: '17:00' }, { weekday: 3, startsAt: '12:00', endsAt: '13:00' })).toBe(true);
    expect(overlap({ weekday: 3, startsAt: '09:00', endsAt: '17:00' }, { weekday: 4, startsAt: '09:00', endsAt: '17:00' })).toBe(false);
  });

  it('reads the minute of the week in the company zone, across the clock changes', () => {
    // Sunday 29 March 2026: 00:30 UTC is 00:30 GMT; 01:30 UTC is 02:30 BST.
    expect(minuteOfWeek(new Date('2026-03-29T00:30:00Z'), 'Europe/London')).toBe(at(7, '00:30'));
    expect(minuteOfWeek(new Date('2026-03-29T01:30:00Z'), 'Europe/London')).toBe(at(7, '02:30'));
    // Monday 29 June 2026 23:30 UTC is Tuesday 00:30 in London.
    expect(minuteOfWeek(new Date('2026-06-29T23:30:00Z'), 'Europe/London')).toBe(at(2, '00:30'));
    expect(minuteOfWeek(new Date('2026-06-29T23:30:00Z'), 'UTC')).toBe(at(1, '23:30'));
  });
});
