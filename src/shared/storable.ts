/**
 * What both databases can store. PostgreSQL refuses a NUL character in text
 * and JSON (and SQLite's text functions stop at one), Unicode non-characters
 * and lone surrogates are never meaningful text, and PostgreSQL's timestamps
 * end where JavaScript's go on, so these are refused at the edge with a plain
 * message instead of failing deep in a query.
 */

/**
 * NUL, the Unicode non-characters (U+FFFE, U+FFFF, U+FDD0–U+FDEF, U+nFFFE…)
 * and lone surrogates; with the `u` flag a paired surrogate is one code point
 * and never matches \p{Cs}.
 */
// eslint-disable-next-line no-control-regex
const UNSTORABLE = /[\u0000\p{Noncharacter_Code_Point}\p{Cs}]/u;

export const UNSTORABLE_TEXT_MESSAGE = "must not contain NUL or other non-characters";

/** Whether a string holds only characters both databases store as text. */
export function isStorableText(s: string): boolean {
  return !UNSTORABLE.test(s);
}

/** Years 0001–9999: what ISO-8601 writes with four digits and both databases hold. */
// Date.UTC reads years 0–99 as 1900–1999, so the first day is written out.
export const MIN_TIME = Date.parse("0001-01-01T00:00:00.000Z");
export const MAX_TIME = Date.parse("9999-12-31T23:59:59.999Z");
export const TIME_RANGE_MESSAGE = "must be a date between the years 0001 and 9999";

/** A date-time string as epoch milliseconds, or undefined when unreadable or outside years 0001–9999. */
export function storableTime(s: string): number | undefined {
  if (!isStorableText(s)) return undefined;
  const t = Date.parse(s);
  if (Number.isNaN(t) || t < MIN_TIME || t > MAX_TIME) return undefined;
  return t;
}

/** Nesting depth of a parsed JSON value (a scalar is 0, `{}` is 1), without recursion. */
export function jsonDepth(value: unknown): number {
  let max = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [v, d] = stack.pop()!;
    if (v === null || typeof v !== "object") continue;
    const depth = d + 1;
    if (depth > max) max = depth;
    for (const child of Object.values(v as object)) stack.push([child, depth]);
  }
  return max;
}

/** Whether every key and string inside a JSON value is storable text, without recursion. */
export function isStorableJson(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length) {
    const v = stack.pop();
    if (typeof v === "string") {
      if (!isStorableText(v)) return false;
    } else if (v !== null && typeof v === "object") {
      for (const [k, child] of Object.entries(v as object)) {
        if (!isStorableText(k)) return false;
        stack.push(child);
      }
    }
  }
  return true;
}

/**
 * Nesting depth of JSON text, read before parsing so a body of 20,000 `[`
 * costs one pass and no recursion later. Brackets inside strings do not count.
 */
export function jsonTextDepth(text: string): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > max) max = depth;
    } else if (c === 93 /* ] */ || c === 125 /* } */) depth--;
  }
  return max;
}
