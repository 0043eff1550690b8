/**
 * How Marathi (and now and then Hindi) joins a postposition to the word
 * before it, in Devanagari: राज्यांमध्ये, महिन्यात, तपासणीचा, लातूरमध्ये,
 * गोरखपुरमें. One source for the two readers of a question, each taking
 * what it needs and saying why:
 *
 * - the assistant's word matching (`joinedEndings` in mr.ts, read by
 *   src/server/functions/chat/normalize.ts), and its finder of the places
 *   in the clinic list (src/server/functions/chat/places.ts);
 * - the district finder (src/server/clinics/nearest.ts), which reads a
 *   district's name off a word with its ending (लातूरमध्ये → लातूर).
 */

/** Postpositions Marathi writes joined to the word before (मध्ये, ात, चा …). */
export const marathiJoinedEndings = [
  "मध्ये", "मधे", "मधील", "मधला", "मधली", "मधले", "मधल्या", "मधून", "तून", "पर्यंत", "साठी", "सोबत", "कडे", "कडून", "वरून",
  "वरती", "वर", "ला", "ना", "चा", "ची", "चे", "च्या", "शी", "ात", "ांत", "ीत",
] as const;

/** Hindi writes its postpositions apart, but में joined now and then (गोरखपुरमें). */
export const hindiJoinedEndings = ["में"] as const;

/** The virama and ya Marathi's oblique ्या- begins with. */
const VIRAMA_YA = "\u094D\u092F";

/**
 * Marathi's oblique stem of a name ending in a consonant and आ or ए, before
 * a joined ending: पुणे → पुण्या (पुण्यात), वर्धा → वर्ध्या (वर्ध्यात). Undefined
 * for a name that does not end so. A र before it stays plain (भंडारा →
 * भंडार्या), though Marathi mostly writes the eyelash ऱ there (भंडाऱ्यात).
 */
export const marathiOblique = (name: string): string | undefined =>
  /[\u0915-\u0939][\u093E\u0947]$/.test(name) ? `${name.slice(0, -1)}${VIRAMA_YA}\u093E` : undefined;

/**
 * The same rule the other way: the names a word left by cutting a joined
 * ending may stand for, when it is an oblique stem (with its आ, or without
 * it where ात took it: पुण्याला → पुण्या, पुण्यात → पुण्य), both पुणा and
 * पुणे, as the stem does not tell which. Marathi writes र before ्य as the
 * eyelash ऱ (भंडाऱ्यात), a plain र in the name (भंडारा). Empty for a word
 * that is no oblique stem.
 */
export function namesOfMarathiOblique(stem: string): string[] {
  const cut = stem.endsWith(`${VIRAMA_YA}\u093E`) ? stem.slice(0, -3) : stem.endsWith(VIRAMA_YA) ? stem.slice(0, -2) : undefined;
  const name = cut?.replace(/\u0931$/, "\u0930");
  return name ? [`${name}\u093E`, `${name}\u0947`] : [];
}
