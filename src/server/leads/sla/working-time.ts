import { istClock, type OpeningHours } from "../../../shared/working-hours.ts";

/**
 * Time counted in the desk's working hours, IST (the promise clock stops when
 * the office is closed): a lead that comes at 17:58 on a Friday with a
 * 30-minute target is due at 9:28 on Saturday. Pure functions over the
 * week's opening hours (day 0 is Sunday, minutes after midnight IST).
 * IST has a fixed offset and no daylight saving, so plain arithmetic on the
 * week's hours is exact and needs no time-zone library.
 */

const DAY_MS = 86_400_000;
/** Looking further than this for working time means the week has none. */
const MAX_DAYS = 370;

/** The open intervals (UTC ms) of the IST day starting at `dayStartMs`. */
function openIntervals(hours: readonly OpeningHours[], dayStartMs: number): Array<[number, number]> {
  const day = istClock(new Date(dayStartMs + 3_600_000)).day;
  return hours
    .filter((h) => h.day === day && h.close > h.open)
    .map((h): [number, number] => [dayStartMs + h.open * 60_000, dayStartMs + h.close * 60_000])
    .sort((a, b) => a[0] - b[0]);
}

/** The instant `minutes` working minutes after `from`; `from` itself when minutes is 0 and the office is open. */
export function addWorkingMinutes(hours: readonly OpeningHours[], from: Date, minutes: number): Date {
  if (!hours.some((h) => h.close > h.open)) throw new Error("the working week has no open hours");
  let left = minutes * 60_000;
  const start = from.getTime();
  const { dayStartMs } = istClock(from);
  for (let d = 0; d < MAX_DAYS; d++) {
    for (const [open, close] of openIntervals(hours, dayStartMs + d * DAY_MS)) {
      const begin = Math.max(open, start);
      if (begin >= close) continue;
      if (begin + left <= close) return new Date(begin + left);
      left -= close - begin;
    }
  }
  throw new Error("no working time within a year");
}

/** Working minutes from `a` to `b` (negative when `b` is before `a`). */
export function workingMinutesBetween(hours: readonly OpeningHours[], a: Date, b: Date): number {
  if (b.getTime() < a.getTime()) return -workingMinutesBetween(hours, b, a);
  let ms = 0;
  const { dayStartMs } = istClock(a);
  const days = Math.min(MAX_DAYS, Math.ceil((b.getTime() - dayStartMs) / DAY_MS) + 1);
  for (let d = 0; d < days; d++) {
    for (const [open, close] of openIntervals(hours, dayStartMs + d * DAY_MS)) {
      const from = Math.max(open, a.getTime());
      const to = Math.min(close, b.getTime());
      if (to > from) ms += to - from;
    }
  }
  return ms / 60_000;
}

/** Whether the office is open at `at`. */
export function isWorkingTime(hours: readonly OpeningHours[], at: Date): boolean {
  const { dayStartMs } = istClock(at);
  return openIntervals(hours, dayStartMs).some(([open, close]) => at.getTime() >= open && at.getTime() < close);
}
