import Sanscript from "@indic-transliteration/sanscript";

/**
 * A name's search key, the same for a name written in Devanagari and in
 * Latin letters the way people in India write it: `रामेश्वर पाटील` and
 * `Rameshwar Patil` both give `rmesvr ptil`.
 *
 * Devanagari is first transliterated with Sanscript (ITRANS), then both
 * scripts are folded the same way: case and accents dropped, the spellings
 * that stand for one sound made one (sh/s, w/v, ee/i, x/ks, aspirates without
 * their h, an anusvara before a consonant as n), doubled letters made single,
 * and the vowel `a` dropped after a word's first letter, because Hindi drops
 * it in speech where the script keeps it (रामेश्वर is `rAmeshvara`).
 * The key is only ever compared with another key, never shown.
 */
export function nameKey(text: string): string {
  const latin = text.replace(/[\u0900-\u097F]+/g, (run) => ` ${Sanscript.t(run, "devanagari", "itrans")} `);
  const folded = latin
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    // ITRANS marks (.N chandrabindu, .h virama, ~N, ^) are not letters of the name.
    .replace(/[.~^`'_]/g, "");
  return folded
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map(wordKey)
    .filter(Boolean)
    .join(" ");
}

const FOLDS: Array<[RegExp, string]> = [
  [/x/g, "ks"],
  [/q/g, "k"],
  [/z/g, "j"],
  [/w/g, "v"],
  [/ph/g, "f"],
  [/sh/g, "s"],
  [/([bcdgjkpt])h/g, "$1"],
  [/m(?=[bcdgjkpt])/g, "n"],
  [/ee/g, "i"],
  [/oo/g, "u"],
  [/y$/g, "i"],
];

function wordKey(word: string): string {
  let w = word;
  for (const [from, to] of FOLDS) w = w.replace(from, to);
  w = w.replace(/(.)\1+/g, "$1");
  return w.slice(0, 1) + w.slice(1).replace(/a/g, "");
}
