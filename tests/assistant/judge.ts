/**
 * How an answer is judged against a question of the frozen or tuning sets:
 * are all its facts there, is it in the asked language, is nothing forbidden
 * in it. The rules are the ones tests/assistant/README.md states; they are
 * deliberately independent of the assistant's own normaliser and language
 * detector, so the assistant cannot pass by agreeing with itself.
 */

/** The scripts an answer can be written in, by the Unicode block of their letters. */
const SCRIPTS = {
  latin: /\p{Script=Latin}/u,
  devanagari: /\p{Script=Devanagari}/u,
  telugu: /\p{Script=Telugu}/u,
  kannada: /\p{Script=Kannada}/u,
  gujarati: /\p{Script=Gujarati}/u,
  gurmukhi: /\p{Script=Gurmukhi}/u,
  bengali: /\p{Script=Bengali}/u,
  tamil: /\p{Script=Tamil}/u,
  malayalam: /\p{Script=Malayalam}/u,
  oriya: /\p{Script=Oriya}/u,
} as const;
type Script = keyof typeof SCRIPTS;

/** The script each answer language must be written in. */
export const scriptOfLanguage: Record<string, Script> = {
  en: "latin",
  hi: "devanagari",
  mr: "devanagari",
  te: "telugu",
  kn: "kannada",
  gu: "gujarati",
  pa: "gurmukhi",
  bn: "bengali",
  ta: "tamil",
  ml: "malayalam",
  or: "oriya",
};

/** Zero of each Indian script's digits; the nine after it follow in order. */
const DIGIT_ZEROS = [0x0966, 0x09e6, 0x0a66, 0x0ae6, 0x0b66, 0x0be6, 0x0c66, 0x0ce6, 0x0d66];

function asciiDigits(text: string): string {
  return text.replace(/\p{Nd}/gu, (d) => {
    const code = d.codePointAt(0)!;
    for (const zero of DIGIT_ZEROS) if (code >= zero && code <= zero + 9) return String(code - zero);
    return d;
  });
}

/** The normal form both an answer and a fact's spelling are compared in (README: "How facts are matched"). */
export function normalise(text: string): string {
  return asciiDigits(text.normalize("NFC").toLowerCase())
    .normalize("NFD")
    .replace(/\u093c/g, "") // Devanagari nukta
    .normalize("NFC")
    .replace(/\u0901/g, "\u0902") // chandrabindu → anusvara
    .replace(/₹\s*/g, "") // "₹100-₹150" is the range 100-150, as a fact's spelling writes it
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/(?<=\d)\s*-\s*(?=\d)/g, "-")
    .replace(/(?<=\d),(?=\d)/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Does the answer contain this spelling of a fact? */
export function containsSpelling(answer: string, spelling: string): boolean {
  if (spelling.startsWith("digits:")) {
    const want = spelling.slice("digits:".length).replace(/\D/g, "");
    const have = asciiDigits(answer).replace(/(?<=\d)[\s\-().]+(?=\d)/g, "").replace(/[^\d]+/g, " ");
    return want !== "" && have.split(" ").some((run) => run.includes(want));
  }
  const a = normalise(answer);
  const s = normalise(spelling);
  if (s === "") return false;
  const guardStart = /^\d/.test(s);
  const guardEnd = /\d$/.test(s);
  for (let at = a.indexOf(s); at !== -1; at = a.indexOf(s, at + 1)) {
    const before = a[at - 1] ?? "";
    const after = a[at + s.length] ?? "";
    if (guardStart && /\d/.test(before)) continue;
    if (guardEnd && /\d/.test(after)) continue;
    return true;
  }
  return false;
}

/** Words that do not count for the answer's language: names, addresses on the web, abbreviations, units. */
const NEUTRAL_WORDS = new Set(["soil", "doctor", "didi", "assistant", "whatsapp", "ph", "ec", "kg", "g", "cm", "km", "ha", "dap", "npk", "gst"]);

function countedWords(text: string): string[] {
  const stripped = text
    .replace(/\S+@\S+/g, " ") // e-mail addresses
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/(^|\s)\/[\w\-/#]*/g, " "); // page paths such as /hi/contact
  const words = stripped.match(/[\p{L}\p{M}]+/gu) ?? [];
  return words.filter((w) => {
    if (NEUTRAL_WORDS.has(w.toLowerCase())) return false;
    if (/^\p{Lu}{2,6}$/u.test(w)) return false; // CSR, FPO, NGO, AI
    return true;
  });
}

function scriptOf(word: string): Script | undefined {
  for (const [name, re] of Object.entries(SCRIPTS) as [Script, RegExp][]) if (re.test(word)) return name;
  return undefined;
}

/** Word-level markers that tell Marathi from Hindi in Devanagari. */
const MARATHI_MARKERS = new Set(["आहे", "आहेत", "आणि", "मध्ये", "नाही", "तुम्ही", "तुमच्या", "तुमचा", "तुमची", "आपल्या", "साठी", "करा", "होते", "असते", "किंवा", "पण", "येथे", "इथे", "जवळ", "मिळते", "मिळेल", "कसे", "किती", "शेतकरी", "शेतकऱ्यांना", "माती", "मातीची", "चाचणी"]);
const HINDI_MARKERS = new Set(["है", "हैं", "और", "में", "नहीं", "आप", "आपके", "आपकी", "आपका", "लिए", "करें", "होती", "होता", "या", "लेकिन", "यहाँ", "यहां", "पास", "मिलती", "मिलेगा", "कैसे", "कितना", "कितनी", "किसान", "किसानों", "मिट्टी", "जांच", "जाँच", "से", "पर", "की", "का", "के"]);

export interface LanguageVerdict {
  ok: boolean;
  /** Share of the counted words in the language's script. */
  share: number;
  reason?: string;
}

/** Is the answer written in this language (README: "How the answer's language is checked")? */
export function judgeLanguage(answer: string, lang: string): LanguageVerdict {
  const want = scriptOfLanguage[lang];
  if (!want) return { ok: false, share: 0, reason: `no script known for language "${lang}"` };
  const words = countedWords(answer);
  if (words.length === 0) return { ok: false, share: 0, reason: "no words to judge" };
  const scripts = words.map(scriptOf);
  const share = scripts.filter((s) => s === want).length / words.length;
  if (want === "latin") {
    const indian = scripts.filter((s) => s !== undefined && s !== "latin").length / words.length;
    return indian <= 0.1 ? { ok: true, share } : { ok: false, share, reason: `${Math.round(indian * 100)} % of the words are in an Indian script` };
  }
  if (share < 0.8) return { ok: false, share, reason: `only ${Math.round(share * 100)} % of the words are in ${want} script` };
  if (lang === "hi" || lang === "mr") {
    const marathi = words.filter((w) => MARATHI_MARKERS.has(w)).length;
    const hindi = words.filter((w) => HINDI_MARKERS.has(w)).length;
    // Leaning the other way, or as much the other way, fails; a text with no marker at all is not judged.
    const [own, other] = lang === "mr" ? [marathi, hindi] : [hindi, marathi];
    if (other > 0 && own <= other) {
      return { ok: false, share, reason: `reads as ${lang === "mr" ? "Hindi" : "Marathi"} (${hindi} Hindi markers, ${marathi} Marathi)` };
    }
  }
  return { ok: true, share };
}

export type Fact = string | readonly string[];

export interface Question {
  id: string;
  who?: string;
  q: string;
  page?: string;
  lang: string;
  facts: readonly Fact[];
  forbid?: readonly string[];
}

export interface Verdict {
  pass: boolean;
  missingFacts: string[][];
  forbidden: string[];
  language: LanguageVerdict;
}

export function judge(question: Question, answer: string): Verdict {
  const facts = question.facts.map((f) => (typeof f === "string" ? [f] : [...f]));
  const missingFacts = facts.filter((spellings) => !spellings.some((s) => containsSpelling(answer, s)));
  const forbidden = (question.forbid ?? []).filter((s) => containsSpelling(answer, s));
  const language = judgeLanguage(answer, question.lang);
  return { pass: missingFacts.length === 0 && forbidden.length === 0 && language.ok, missingFacts, forbidden, language };
}
