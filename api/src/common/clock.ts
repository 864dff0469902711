/**
 * Where task logic and jobs read the time: never `Date.now()` directly, so tests can move time.
 */
export interface Clock {
  now(): Date;
}

/** The wall clock. */
export const systemClock: Clock = {
  now: () => new Date(),
};

/** A clock tests set and advance by hand. */
export class TestClock implements Clock {
  private current: number;

  constructor(start: Date | string = '2030-01-01T09:00:00.000Z') {
    this.current = new Date(start).getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date | string): void {
    this.current = new Date(to).getTime();
  }

  advanceMinutes(minutes: number): Date {
    this.current += minutes * 60_000;
    return this.now();
  }
}
