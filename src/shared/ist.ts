/**
 * India Standard Time, the one zone the admin works in: dates are stored in
 * UTC and shown in IST whatever the browser's zone. IST has no daylight
 * saving, so a fixed offset is exact.
 */
export const IST_OFFSET_MS = 330 * 60_000;

/** The IST calendar day of an instant, as YYYY-MM-DD. */
export function istDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The UTC instants where the IST day of `at` starts and the next one starts. */
export function istDayBounds(at: Date): { start: Date; end: Date } {
  const start = new Date(Date.parse(`${istDay(at)}T00:00:00.000Z`) - IST_OFFSET_MS);
  return { start, end: new Date(start.getTime() + 86_400_000) };
}

/** A UTC instant as the value of an <input type="datetime-local"> in IST. */
export function toIstInput(iso: string | null): string {
  if (!iso) return "";
  return new Date(Date.parse(iso) + IST_OFFSET_MS).toISOString().slice(0, 16);
}

/** An <input type="datetime-local"> value read as IST, as a UTC ISO time (null when empty or invalid). */
export function fromIstInput(value: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value)) return null;
  const t = Date.parse(`${value}:00.000Z`) - IST_OFFSET_MS;
  return Number.isNaN(t) ? null : new Date(t).toISOString();
}

/**
 * A date and time as the desk shows it, in IST whatever the reader's zone
 * (`21 Nov 2026, 09:30 am`); "–" when missing or invalid. The admin pages, the
 * CSV export and the staff e-mails all write times with it.
 */
export function formatIstDateTime(iso: string | null | undefined): string {
  if (!iso) return "–";
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? "–"
    : d.toLocaleString("en-IN", { day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", timeZone: "Asia/Kolkata" });
}
