/** Reading clocks in a time zone (the company's, a person's). */

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall-clock time in `zone` at `instant`, as milliseconds of the same reading in UTC. */
export function wallClock(instant: Date, zone: string): number {
  let format = wallClocks.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(zone, format);
  }
  const part = Object.fromEntries(format.formatToParts(instant).map((p) => [p.type, Number(p.value)]));
  return Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second, instant.getUTCMilliseconds());
}
