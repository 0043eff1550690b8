/**
 * Working hours in India Standard Time (UTC+5:30, no daylight saving), read
 * from the site's data: whether the team is in now, and the call-back slots a
 * visitor may pick. Pure functions, shared by the widget and the server.
 */
import { asLocale, intlTag } from "../../content/i18n.ts";

export interface OpeningHours {
  /** 0 = Sunday. */
  day: number;
  /** Minutes after midnight, IST. */
  open: number;
  close: number;
}

const IST_OFFSET_MS = 330 * 60_000;
/** Call-back slots are this long. */
export const CALLBACK_SLOT_MINUTES = 60;

/** Day of week and minutes after midnight of an instant, in IST. */
export function istClock(at: Date): { day: number; minutes: number; dayStartMs: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  const minutes = shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
  const dayStartMs = Date.UTC(shifted.getUTCFullYear(), shifted.getUTCMonth(), shifted.getUTCDate()) - IST_OFFSET_MS;
  return { day: shifted.getUTCDay(), minutes, dayStartMs };
}

export function isOpenAt(hours: readonly OpeningHours[], at: Date): boolean {
  const { day, minutes } = istClock(at);
  return hours.some((h) => h.day === day && minutes >= h.open && minutes < h.close);
}

/** A slot starts on the hour within working hours and ends by closing time. */
export function isValidSlot(hours: readonly OpeningHours[], start: Date): boolean {
  const { day, minutes } = istClock(start);
  if (start.getUTCMinutes() % 30 !== 0 || start.getUTCSeconds() !== 0 || start.getUTCMilliseconds() !== 0) return false;
  return hours.some((h) => h.day === day && minutes >= h.open && minutes + CALLBACK_SLOT_MINUTES <= h.close);
}

/** The next `count` slot starts after `from` (whole IST hours, within working hours). */
export function nextSlots(hours: readonly OpeningHours[], from: Date, count: number): Date[] {
  const out: Date[] = [];
  const { dayStartMs } = istClock(from);
  for (let d = 0; d < 14 && out.length < count; d++) {
    const start = dayStartMs + d * 86_400_000;
    const day = istClock(new Date(start + 3_600_000)).day;
    for (const h of hours.filter((x) => x.day === day)) {
      for (let m = h.open; m + CALLBACK_SLOT_MINUTES <= h.close && out.length < count; m += CALLBACK_SLOT_MINUTES) {
        const slot = new Date(start + m * 60_000);
        if (slot.getTime() > from.getTime()) out.push(slot);
      }
    }
  }
  return out;
}

/** "Tue 25 Nov, 10:00" in IST for people. */
export function formatSlotIst(at: Date, locale: string): string {
  return at.toLocaleString(intlTag(asLocale(locale)), {
    timeZone: "Asia/Kolkata",
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  });
}
