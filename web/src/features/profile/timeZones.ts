import { timeZoneNames } from '@pmp/shared';

interface TimeZoneGroup {
  /** "Europe", "America", or "Other" for names without a region ("UTC"). */
  region: string;
  zones: { value: string; label: string }[];
}

/** "GMT+01:00" (or "GMT") in `zone` at `at`; '' for a zone this browser does not know. */
function offsetAt(zone: string, at: Date): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(at);
    return parts.find((part) => part.type === 'timeZoneName')?.value ?? '';
  } catch {
    return '';
  }
}

/**
 * The time zones for a select, grouped by region and labelled by place and current offset
 * ("London (GMT+01:00)" under Europe); `keep` (the saved zone) is listed even when this browser
 * lists it under another name.
 */
export function timeZoneGroups(keep: string | null, at: Date = new Date()): TimeZoneGroup[] {
  const names = keep && !timeZoneNames().includes(keep) ? [...timeZoneNames(), keep].sort() : timeZoneNames();
  const groups = new Map<string, TimeZoneGroup>();
  for (const value of names) {
    const slash = value.indexOf('/');
    const region = slash > 0 ? value.slice(0, slash) : 'Other';
    const place = (slash > 0 ? value.slice(slash + 1) : value).replaceAll('_', ' ');
    const group = groups.get(region) ?? { region, zones: [] };
    const offset = offsetAt(value, at);
    group.zones.push({ value, label: offset ? `${place} (${offset})` : place });
    groups.set(region, group);
  }
  return [...groups.values()].sort((a, b) => a.region.localeCompare(b.region));
}
