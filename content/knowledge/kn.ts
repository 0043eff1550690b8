import type { KnowledgeLanguage } from "./types.ts";

/**
 * The forms a Kannada word takes with the case endings people type most
 * (ಪರೀಕ್ಷೆ → ಪರೀಕ್ಷೆಯ, ಪರೀಕ್ಷೆಗೆ, ಪರೀಕ್ಷೆಯಲ್ಲಿ …; ಕ್ಲಿನಿಕ್ → ಕ್ಲಿನಿಕ್‌ಗೆ, ಕ್ಲಿನಿಕ್ಕು …), so a
 * question's inflected word meets the entry's: the search matches whole words.
 * Phrases and Latin words are kept as they are.
 */
function forms(word: string): string[] {
  if (word.includes(" ") || !/^[\u0C80-\u0CFF\u200C]+$/.test(word)) return [word];
  const plural = ["ಗಳು", "ಗಳ", "ಗಳಿಗೆ", "ಗಳಲ್ಲಿ", "ಗಳನ್ನು"];
  let endings: string[];
  let base = word;
  if (word.endsWith("\u0CC1")) {
    // ಮಣ್ಣು, ಖರ್ಚು, ಊರು: the ು gives way to the ending (ಮಣ್ಣಿನ, ಮಣ್ಣಿಗೆ, ಮಣ್ಣಲ್ಲಿ).
    base = word.slice(0, -1);
    endings = ["ಿನ", "ಿಗೆ", "ಿನಲ್ಲಿ", "ಲ್ಲಿ", "ನ್ನು", "ನ್ನ", "ಿಂದ", "ಾ"];
  } else if (word.endsWith("\u0CCD")) {
    // ಕ್ಲಿನಿಕ್, ಟೆಸ್ಟ್, ಆಫೀಸ್: written with the ending joined (ಕ್ಲಿನಿಕ್‌ಗೆ) or with ು said after it (ಕ್ಲಿನಿಕ್ಕು, ಆಫೀಸಿಗೆ).
    const stem = word.slice(0, -1);
    return [word, ...["ನ", "ಗೆ", "ನಲ್ಲಿ", "ನ್ನು", "ಅನ್ನು", ...plural].map((e) => word + e), ...["ು", "ಿನ", "ಿಗೆ", "ಲ್ಲಿ", "ನ್ನು", "ಿಂದ", "ಾ"].map((e) => stem + e)];
  } else if (/[\u0CC6\u0CBF\u0CC0\u0CC8]$/.test(word)) {
    // ಪರೀಕ್ಷೆ, ಕಚೇರಿ, ಮಾದರಿ: a ಯ joins the ending (ಪರೀಕ್ಷೆಯ, ಕಚೇರಿಯಲ್ಲಿ; ದೀದಿಯರಿಗೆ for people).
    endings = ["ಯ", "ಗೆ", "ಯಲ್ಲಿ", "ಯನ್ನು", "ಯನ್ನ", "ಯಿಂದ", "ಯಾ", "ನಾ", "ಯರು", "ಯರ", "ಯರಿಗೆ", "ಯರನ್ನು", ...plural];
  } else if (/[\u0CBE\u0CC2\u0CCB]$/.test(word)) {
    // ಯೂರಿಯಾ, ಶೇಂಗಾ: a ವ or ದ joins the ending.
    endings = ["ದ", "ಕ್ಕೆ", "ದಲ್ಲಿ", "ವನ್ನು", "ದಿಂದ", "ಗೆ", ...plural];
  } else {
    // ದರ, ಹಣ, ಯಂತ್ರ, ಉಪಗ್ರಹ: the inherent a takes ದ, ಕ್ಕೆ, ದಲ್ಲಿ (and ರು for people: ರೈತರು, ಮಾಲೀಕರು).
    endings = ["ದ", "ಕ್ಕೆ", "ದಲ್ಲಿ", "ವನ್ನು", "ವನ್ನ", "ದಿಂದ", "ವಾ", "ನಾ", "ರು", "ರ", "ರಿಗೆ", "ರನ್ನು", ...plural];
  }
  return [word, ...endings.map((e) => base + e)];
}

/**
 * Words standing for a topic, with every form: { price: ["ದರ", …] } → { ದರ: "price", ದರದ: "price", … }.
 * The first topic named for a form keeps it.
 */
function topics(map: Readonly<Record<string, readonly string[]>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [topic, words] of Object.entries(map)) for (const w of words) for (const f of forms(w)) out[f] ??= topic;
  return out;
}

/**
 * Every form of each Kannada search word read as the word itself (ಉಪಗ್ರಹದಿಂದ → ಉಪಗ್ರಹ), so an
 * inflected question meets the entry that lists the plain word: Kannada's stand-in for the
 * endings the assistant drops from Hindi words.
 */
function lemmas(entries: KnowledgeLanguage["entries"]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of Object.values(entries)) {
    for (const keyword of entry.keywords) {
      for (const word of keyword.split(" ")) for (const f of forms(word)) if (f !== word) out[f] ??= word;
    }
  }
  return out;
}

const entries: KnowledgeLanguage["entries"] = {
  "test-price": {
    title: "ಮಣ್ಣು ಪರೀಕ್ಷೆಯ ದರ",
    text: `{brand} ಅಥವಾ {programme} ಕೇಂದ್ರದಲ್ಲಿ ಒಂದು ಮಾದರಿಯ ಪರೀಕ್ಷೆಗೆ {testPrice}; ಒಂದು ಹೊಲಕ್ಕೆ ಒಂದು ಮಾದರಿ ಸಾಕು.
      ಫಲಿತಾಂಶ ಮತ್ತು ಸಲಹೆ ಅಲ್ಲೇ {testMinutes} ನಿಮಿಷದಲ್ಲಿ ಸಿಗುತ್ತದೆ.`,
    keywords: ["ದರ", "ಬೆಲೆ", "ರೇಟ್", "ಫೀಸ್", "ಶುಲ್ಕ", "ಖರ್ಚು", "ದುಡ್ಡು", "ಹಣ", "ರೂಪಾಯಿ", "ಎಷ್ಟು ದುಡ್ಡು", "ಎಷ್ಟು ಹಣ", "ಎಷ್ಟಾಗುತ್ತೆ", "ಉಚಿತ", "ಫ್ರೀ", "ಒಂದು ಹೊಲ", "dara", "bele", "rate", "fees", "kharchu", "karchu", "duddu", "hana", "rupayi", "eshtagutte", "free", "uchita"],
  },
  "test-time": {
    title: "ಪರೀಕ್ಷೆಗೆ ಎಷ್ಟು ಸಮಯ",
    text: `ಸಣ್ಣ ಯಂತ್ರ ನಿಮ್ಮ ಹಳ್ಳಿಯಲ್ಲೇ {testMinutes} ನಿಮಿಷದಲ್ಲಿ ಮಣ್ಣಿನ {parameters} ಅಂಶಗಳನ್ನು ಪರೀಕ್ಷಿಸುತ್ತದೆ, ಹಾಗಾಗಿ ಫಲಿತಾಂಶ ಮತ್ತು ಸಲಹೆ ಅದೇ ದಿನ ಸಿಗುತ್ತದೆ. ಲ್ಯಾಬ್ ವರದಿಗಾಗಿ ವಾರಗಟ್ಟಲೆ ಕಾಯಬೇಕಿಲ್ಲ.`,
    keywords: ["ಸಮಯ", "ಎಷ್ಟು ಸಮಯ", "ಎಷ್ಟು ಹೊತ್ತು", "ಹೊತ್ತು", "ಟೈಮ್", "ನಿಮಿಷ", "ಫಲಿತಾಂಶ", "ರಿಸಲ್ಟ್", "ಯಾವಾಗ ಸಿಗುತ್ತೆ", "ಅದೇ ದಿನ", "ಎಷ್ಟು ದಿನ", "samaya", "time", "hottu", "nimisha", "result", "yavaga sigutte", "eshtu dina", "bega"],
  },
  parameters: {
    title: "ಪರೀಕ್ಷೆಯಲ್ಲಿ ಏನೇನು ನೋಡುತ್ತಾರೆ",
    text: `ಸಣ್ಣ ಯಂತ್ರ ಮಣ್ಣಿನ {parameters} ಅಂಶಗಳನ್ನು ಅಳೆಯುತ್ತದೆ: pH (ರಸಸಾರ), ಲವಣ (EC), ಸಾವಯವ ಇಂಗಾಲ, ಸಾರಜನಕ, ರಂಜಕ, ಪೊಟ್ಯಾಷ್, ಗಂಧಕ ಮತ್ತು ಲಘು ಪೋಷಕಾಂಶಗಳು (ಸತು, ಕಬ್ಬಿಣ, ಮ್ಯಾಂಗನೀಸ್, ತಾಮ್ರ, ಬೋರಾನ್).
      ಇದು {fullParameters} ಅಂಶಗಳ ಮಾದರಿಯಲ್ಲಿ ಮತ್ತು ಮುಖ್ಯ ಪೋಷಕಾಂಶಗಳನ್ನು ನೋಡುವ {coreParameters} ಅಂಶಗಳ ಮಾದರಿಯಲ್ಲಿ ಸಿಗುತ್ತದೆ.`,
    keywords: ["ಅಂಶ", "ಅಂಶಗಳು", "ಏನೇನು ಚೆಕ್", "ಏನೇನು ನೋಡ್ತೀರಾ", "ಪೋಷಕಾಂಶ", "ಸಾರಜನಕ", "ರಂಜಕ", "ಪೊಟ್ಯಾಷ್", "ಸತು", "ಸಾವಯವ ಇಂಗಾಲ", "ಕಾರ್ಬನ್", "ಪ್ಯಾರಾಮೀಟರ್", "amsha", "ansha", "enenu check", "parameter", "parameters", "poshakamsha", "npk", "ph", "carbon"],
  },
  "get-tested": {
    title: "ಮಣ್ಣು ಪರೀಕ್ಷೆ ಮಾಡಿಸುವುದು ಹೇಗೆ",
    text: `ಪರೀಕ್ಷೆ ಬುಕ್ ಮಾಡಲು ಕ್ಲಿನಿಕ್ ಹುಡುಕಿ ಪುಟ (/find-clinic) ತೆರೆಯಿರಿ, ಹತ್ತಿರದ ಕ್ಲಿನಿಕ್ ಆರಿಸಿ "ಮಣ್ಣು ಪರೀಕ್ಷೆ ಬುಕ್ ಮಾಡಿ" ಒತ್ತಿ; ಕ್ಲಿನಿಕ್ {bookingCallWorkingDays} ಕೆಲಸದ ದಿನದೊಳಗೆ ಫೋನ್ ಮಾಡಿ ದಿನಾಂಕ ನಿಗದಿ ಮಾಡುತ್ತದೆ.
      ಮಾದರಿ ತೆಗೆದುಕೊಂಡು ನೇರವಾಗಿ ಕ್ಲಿನಿಕ್‌ಗೂ ಹೋಗಬಹುದು, ಅಥವಾ ಇಲ್ಲೇ ಚಾಟ್‌ನಲ್ಲಿ ಕೇಳಬಹುದು. ಪರೀಕ್ಷೆಗೆ ಪ್ರತಿ ಮಾದರಿಗೆ {testPrice}, {testMinutes} ನಿಮಿಷ ಸಾಕು.`,
    keywords: ["ಬುಕ್", "ಬುಕಿಂಗ್", "ಬುಕ್ ಮಾಡೋದು", "ಪರೀಕ್ಷೆ ಮಾಡಿಸುವುದು", "ಟೆಸ್ಟ್ ಮಾಡಿಸೋದು", "ಹೇಗೆ ಮಾಡಿಸುವುದು", "ಎಲ್ಲಿ ಮಾಡಿಸಬೇಕು", "ಹೆಸರು ನೋಂದಣಿ", "book", "booking", "madsodu", "madisodu", "hege madsodu", "test madsodu", "elli madsbeku"],
  },
  "field-visit": {
    title: "ನಿಮ್ಮ ಹೊಲಕ್ಕೇ ಬಂದು ಪರೀಕ್ಷೆ",
    text: `ಹೌದು, {programme} ಅವರನ್ನು ನಿಮ್ಮ ಹೊಲಕ್ಕೆ ಕರೆಸಬಹುದು. ಅವರು ನಿಮ್ಮ ಜೊತೆ ಮಾದರಿ ತೆಗೆದು, ಅಲ್ಲೇ ಪರೀಕ್ಷಿಸಿ ಫಲಿತಾಂಶ ತಿಳಿಸುತ್ತಾರೆ. ಒಂದು ಮಾದರಿಯ ಪರೀಕ್ಷೆಗೆ {testPrice}. ಕ್ಲಿನಿಕ್ ಹುಡುಕಿ ಪುಟದಿಂದ ಅಥವಾ ಇದೇ ಚಾಟ್‌ನಲ್ಲಿ ಬುಕ್ ಮಾಡಿ.`,
    keywords: ["ಹೊಲಕ್ಕೆ ಬರ್ತೀರಾ", "ಹೊಲಕ್ಕೆ ಬಂದು", "ಮನೆಗೆ ಬಂದು", "ಯಾರಾದರೂ ಬರ್ತಾರಾ", "ಕರೆಸುವುದು", "ಹಳ್ಳಿಗೆ ಬಂದು", "ತೋಟಕ್ಕೆ", "holakke", "holakke bartira", "manege bandu", "yaradru bartara", "karesodu", "thotakke"],
  },
  "sample-collection": {
    title: "ಮಣ್ಣಿನ ಮಾದರಿ ತೆಗೆಯುವುದು ಹೇಗೆ",
    text: `ಹೊಲದಲ್ಲಿ ಅಂಕುಡೊಂಕಾಗಿ ನಡೆದು {sampleSpots} ಜಾಗ ಆರಿಸಿ; ಪ್ರತಿ ಜಾಗದಲ್ಲಿ ಮೇಲಿನ ಕಸ ಸರಿಸಿ {sampleDepthInches} ಇಂಚು ({sampleDepthCm} ಸೆಂ.ಮೀ.) ಆಳದ ಗುಂಡಿ ತೋಡಿ ಮಣ್ಣು ತೆಗೆಯಿರಿ.
      ಎಲ್ಲ ಮಣ್ಣನ್ನು ಸ್ವಚ್ಛ ಬಕೆಟ್‌ನಲ್ಲಿ ಬೆರೆಸಿ, ಸುಮಾರು {sampleGrams} ಗ್ರಾಂ ಸ್ವಚ್ಛ ಚೀಲದಲ್ಲಿ ತುಂಬಿ, ಅದರ ಮೇಲೆ ನಿಮ್ಮ ಹೆಸರು ಮತ್ತು ಹೊಲದ ವಿವರ ಬರೆಯಿರಿ. ಬದು, ಗೊಬ್ಬರದ ಗುಂಡಿ, ಮರದ ಬುಡ ಮತ್ತು ಈಗಷ್ಟೇ ಗೊಬ್ಬರ ಹಾಕಿದ ಜಾಗದಿಂದ ಮಾದರಿ ತೆಗೆಯಬೇಡಿ.`,
    keywords: ["ಮಾದರಿ", "ಸ್ಯಾಂಪಲ್", "ಮಾದರಿ ತೆಗೆಯುವುದು", "ಆಳ", "ಎಷ್ಟು ಆಳ", "ಇಂಚು", "ಗ್ರಾಂ", "ಎಷ್ಟು ಮಣ್ಣು", "ಅಗೆಯಬೇಕು", "ಗುಂಡಿ", "ತೆಗಿಬೇಕು", "madari", "sample", "sampal", "aala", "ala", "inch", "gram", "eshtu mannu", "agibeku", "agebeku", "tegibeku"],
  },
  "test-frequency": {
    title: "ಎಷ್ಟು ಸಲ ಪರೀಕ್ಷೆ ಮಾಡಿಸಬೇಕು",
    text: `ಪ್ರತಿ ಹಂಗಾಮಿನಲ್ಲಿ ಬಿತ್ತನೆಗೆ ಮೊದಲು, ಇಲ್ಲವೇ ಕನಿಷ್ಠ ವರ್ಷಕ್ಕೆ ಒಮ್ಮೆ ಪರೀಕ್ಷೆ ಮಾಡಿಸಿ. ಪ್ರತಿ ವರ್ಷ ಅದೇ ಸಮಯದಲ್ಲಿ ಪರೀಕ್ಷೆ ಮಾಡಿಸಿದರೆ ಮಣ್ಣು ಹೇಗೆ ಬದಲಾಗುತ್ತಿದೆ, ನೀವು ಹಾಕುವ ಗೊಬ್ಬರ ಕೆಲಸ ಮಾಡುತ್ತಿದೆಯೇ ಅಂತ ಗೊತ್ತಾಗುತ್ತದೆ.`,
    keywords: ["ಎಷ್ಟು ಸಲ", "ಎಷ್ಟು ಬಾರಿ", "ಪ್ರತಿ ವರ್ಷ", "ಮತ್ತೆ", "ಮತ್ತೆ ಯಾವಾಗ", "ಪ್ರತಿ ಹಂಗಾಮು", "ವರ್ಷಕ್ಕೆ", "eshtu sala", "eshtu bari", "prati varsha", "matte", "varshakke"],
  },
  "report-contents": {
    title: "ಮಣ್ಣು ಪರೀಕ್ಷಾ ವರದಿಯಲ್ಲಿ ಏನಿರುತ್ತದೆ",
    text: `ವರದಿಯಲ್ಲಿ ಪರೀಕ್ಷಿಸಿದ ಪ್ರತಿ ಅಂಶದ ಫಲಿತಾಂಶ ಕಡಿಮೆ, ಮಧ್ಯಮ ಅಥವಾ ಹೆಚ್ಚು ಅಂತ ಇರುತ್ತದೆ, ಜೊತೆಗೆ ನಿಮ್ಮ ಭಾಷೆಯಲ್ಲಿ ಬೆಳೆವಾರು ಸಲಹೆ: ಯಾವ ಗೊಬ್ಬರ ಹಾಕಬೇಕು, ಎಷ್ಟು (ಪ್ರತಿ ಎಕರೆಗೆ ಮತ್ತು ನಿಮ್ಮ ಹೊಲಕ್ಕೆ ಪ್ರಮಾಣ) ಮತ್ತು ಯಾವಾಗ ಹಾಕಬೇಕು.`,
    keywords: ["ವರದಿಯಲ್ಲಿ ಏನು", "ರಿಪೋರ್ಟ್‌ನಲ್ಲಿ ಏನು", "ವರದಿ", "ರಿಪೋರ್ಟ್", "ಮಣ್ಣು ಆರೋಗ್ಯ ಚೀಟಿ", "ಕಾರ್ಡ್", "ಏನು ಸಿಗುತ್ತೆ", "ಪ್ರಮಾಣ", "report alli enu", "report", "varadi", "card", "enu sigutte"],
  },
  "report-lookup": {
    title: "ನಿಮ್ಮ ಮಣ್ಣು ಪರೀಕ್ಷಾ ವರದಿ ನೋಡಿ",
    text: `/report ಪುಟ ತೆರೆದು, ರಸೀದಿ ಅಥವಾ ಚೀಲದ ಚೀಟಿಯ ಮೇಲಿರುವ ಮಾದರಿ ಸಂಖ್ಯೆ ಮತ್ತು ಮಣ್ಣು ಕೊಡುವಾಗ ಕೊಟ್ಟ ಮೊಬೈಲ್ ನಂಬರ್ ಬರೆಯಿರಿ: ಮಾದರಿ ಎಲ್ಲಿದೆ ಅಂತ ಗೊತ್ತಾಗುತ್ತದೆ, ಸಿದ್ಧವಾದ ಮೇಲೆ ವರದಿ ಓದಬಹುದು ಅಥವಾ ಡೌನ್‌ಲೋಡ್ ಮಾಡಬಹುದು. ಮಾದರಿ ಸಂಖ್ಯೆ ಕಳೆದುಹೋಯಿತೇ? {phones} ಗೆ ಫೋನ್ ಮಾಡಿ.`,
    keywords: ["ನನ್ನ ವರದಿ", "ನನ್ನ ರಿಪೋರ್ಟ್", "ವರದಿ ಎಲ್ಲಿ", "ಮಾದರಿ ಸಂಖ್ಯೆ", "ಸ್ಯಾಂಪಲ್ ನಂಬರ್", "ಡೌನ್‌ಲೋಡ್", "ರಸೀದಿ", "ವರದಿ ನೋಡೋದು", "nanna report", "report elli", "sample number", "download", "rasidi", "report nododu"],
  },
  benefits: {
    title: "ಮಣ್ಣು ಪರೀಕ್ಷೆಯ ಲಾಭ",
    text: `ಪರೀಕ್ಷೆಯಂತೆ ಗೊಬ್ಬರ ಹಾಕುವ ರೈತರ ಇಳುವರಿ {yieldGain} ಹೆಚ್ಚುತ್ತದೆ, ಗೊಬ್ಬರದಲ್ಲಿ ಪ್ರತಿ ಎಕರೆಗೆ {savingPerAcre} ವರೆಗೆ ಉಳಿಯುತ್ತದೆ, ಯಾಕೆಂದರೆ ಮಣ್ಣಿನಲ್ಲಿ ಈಗಾಗಲೇ ಇರುವುದಕ್ಕೆ ಹಣ ಹಾಕಬೇಕಿಲ್ಲ.`,
    keywords: ["ಲಾಭ", "ಉಪಯೋಗ", "ಪ್ರಯೋಜನ", "ಇಳುವರಿ", "ಫಸಲು", "ಉಳಿತಾಯ", "ಎಷ್ಟು ಉಳಿಯುತ್ತೆ", "ಎಷ್ಟು ಜಾಸ್ತಿ", "ಹೆಚ್ಚು ಬೆಳೆ", "ಯಾಕೆ ಮಾಡಿಸಬೇಕು", "labha", "laabha", "upayoga", "iluvari", "phasalu", "ulitaya", "jasti", "hechchu", "yake"],
  },
  "farm-results": {
    title: "ಪಾಲುದಾರ ಹೊಲಗಳ ಫಲಿತಾಂಶ",
    text: `ಪರೀಕ್ಷೆಯಂತೆ ನಡೆದ ಪಾಲುದಾರ ಹೊಲಗಳಲ್ಲಿ ಸರಾಸರಿ ಇಳುವರಿ {farmYieldGain}, ಸಾವಯವ ಇಂಗಾಲ {organicCarbonGain} ಮತ್ತು ನೀರು ಹಿಡಿದಿಡುವ ಶಕ್ತಿ {waterRetentionGain} ಹೆಚ್ಚಾಗಿದೆ. ಫಲಿತಾಂಶ ಮಣ್ಣು, ಬೆಳೆ, ಮಳೆ ಮತ್ತು ಬೇಸಾಯದ ರೀತಿಯಂತೆ ಬದಲಾಗಬಹುದು.`,
    keywords: ["ಪಾಲುದಾರ ಹೊಲ", "ಸಾವಯವ ಇಂಗಾಲ", "ನೀರು ಹಿಡಿದಿಡುವ", "ಬದಲಾವಣೆ", "ಸಾಕ್ಷಿ", "ಪುರಾವೆ", "ಸರಾಸರಿ", "badalavane", "sakshi", "purave", "sarasari"],
  },
  "success-stories": {
    title: "ರೈತರ ಕಥೆಗಳು",
    text: `ರಮೇಶ್ ಯಾದವ್ (ಉತ್ತರ ಪ್ರದೇಶ) ಪ್ರತಿ ಬಿಘಾಗೆ {bighaSaving} ಉಳಿಸುತ್ತಾರೆ, ನೀರು-ಗೊಬ್ಬರ {resourceOptimisation} ಕಡಿಮೆ ಸಾಕಾಗುತ್ತದೆ; ಸಾವಿತ್ರಿ ಪಟೇಲ್ (ಮಧ್ಯಪ್ರದೇಶ) ಶೇಂಗಾದಲ್ಲಿ {groundnutSaving} ಉಳಿಸಿದರು; ಮನೋಜ್ ಕುಮಾರ್ (ಬಿಹಾರ) ಅವರ ಇಳುವರಿ {yieldBefore} ರಿಂದ {yieldAfter} ಕ್ವಿಂಟಾಲ್‌ಗೆ ಏರಿತು ({yieldRise} ಹೆಚ್ಚು); ರಾಜಬೀರ್ ಸಿಂಗ್ (ಹರಿಯಾಣ) ಅವರ ಗೊಬ್ಬರದ ಖರ್ಚು {inputCostCut} ಇಳಿಯಿತು.`,
    keywords: ["ಕಥೆ", "ಕಥೆಗಳು", "ಅನುಭವ", "ಯಶಸ್ಸು", "ರೈತರು ಏನು ಹೇಳ್ತಾರೆ", "ಬಿಘಾ", "ಕ್ವಿಂಟಾಲ್", "ಶೇಂಗಾ", "kathe", "anubhava", "yashassu", "quintal", "shenga"],
  },
  advisory: {
    title: "ಗೊಬ್ಬರದ ಸಲಹೆ",
    text: `ಪ್ರತಿ ಪರೀಕ್ಷೆಯ ಜೊತೆ ಬೆಳೆವಾರು ಸಲಹೆ ಸಿಗುತ್ತದೆ: ಯಾವ ಗೊಬ್ಬರ, ಎಷ್ಟು, ಯಾವಾಗ, ಹೊಲದಲ್ಲಿ ಕೊರತೆ ಇರುವುದನ್ನು ಮಾತ್ರ ಹಾಕಲು. ನಮ್ಮ ಗೊಬ್ಬರ ಕೈಪಿಡಿ ಮತ್ತು ಬೆಳೆ ಸಲಹೆ (ಉಚಿತ PDF, /resources ಪುಟದಲ್ಲಿ) ಸಾಮಾನ್ಯ ಬೆಳೆಗಳಿಗೆ ಪ್ರಮಾಣ ಹೇಳುತ್ತವೆ.`,
    keywords: ["ಗೊಬ್ಬರ", "ರಸಗೊಬ್ಬರ", "ಯಾವ ಗೊಬ್ಬರ", "ಎಷ್ಟು ಗೊಬ್ಬರ", "ಯೂರಿಯಾ", "ಡಿಎಪಿ", "ಪೊಟ್ಯಾಷ್", "ಸಲಹೆ", "ಶಿಫಾರಸು", "gobbara", "rasagobbara", "yava gobbara", "urea", "yuriya", "dap", "salahe"],
  },
  "fertiliser-doses": {
    title: "ಮಣ್ಣು ಪರೀಕ್ಷೆಯಂತೆ ಗೊಬ್ಬರದ ಪ್ರಮಾಣ",
    text: `ನಮ್ಮ ಗೊಬ್ಬರ ಮಾರ್ಗದರ್ಶಿ ಹೇಳುವುದು: ನಿಮ್ಮ ಬೆಳೆ ಮತ್ತು ಪ್ರದೇಶಕ್ಕೆ ಶಿಫಾರಸು ಮಾಡಿದ ಪ್ರಮಾಣದಿಂದ ಶುರು ಮಾಡಿ, ನಂತರ ಮಣ್ಣು ಪರೀಕ್ಷೆಯಂತೆ ಹೆಚ್ಚು-ಕಡಿಮೆ ಮಾಡಿ. ಯಾವ ಪೋಷಕಾಂಶ ಕಡಿಮೆ ಇದೆಯೋ ಅದರ ಪ್ರಮಾಣಕ್ಕೆ {lowDoseAdd} ಸೇರಿಸಿ; ಮಧ್ಯಮ ಇದ್ದರೆ ಶಿಫಾರಸು ಪ್ರಮಾಣವನ್ನೇ ಹಾಕಿ; ಹೆಚ್ಚು ಇದ್ದರೆ {highDoseCut} ಕಡಿಮೆ ಮಾಡಿ. ಯೂರಿಯಾ (ಅದರಲ್ಲಿ {ureaNitrogen} ಸಾರಜನಕ) {ureaSplits} ಕಂತುಗಳಲ್ಲಿ ಹಾಕಿ: ಸುಮಾರು ಅರ್ಧ ಬಿತ್ತನೆಯಲ್ಲಿ, ಉಳಿದದ್ದು ತೆಂಡೆ ಒಡೆಯುವಾಗ, ಮೊಣಕಾಲು ಎತ್ತರದಲ್ಲಿ ಅಥವಾ ಹೂ ಬಿಡುವಾಗ; ಎಲ್ಲವನ್ನೂ ಬಿತ್ತನೆಯಲ್ಲೇ ಎಂದೂ ಹಾಕಬೇಡಿ. ಜಿಂಕ್ ಸಲ್ಫೇಟ್: ಸಾಮಾನ್ಯವಾಗಿ ಹೆಕ್ಟೇರಿಗೆ {zincSulphateKgPerHa} ಕಿಲೋ, {zincSulphateSeasons} ಹಂಗಾಮಿಗೆ ಒಮ್ಮೆ. ಜಿಪ್ಸಂ: ಶೇಂಗಾಕ್ಕೆ ಹೂ ಬಿಡುವಾಗ, ಮತ್ತು ಚೌಳು (ಕ್ಷಾರ) ಮಣ್ಣು ಸರಿಪಡಿಸಲು. ನಿಮ್ಮ ಹೊಲಕ್ಕೆ ಸರಿಯಾದ ಪ್ರಮಾಣವನ್ನು ನಿಮ್ಮ ವರದಿ ಹೇಳುತ್ತದೆ; ಮಾರ್ಗದರ್ಶಿ /resources ಪುಟದಲ್ಲಿ ಉಚಿತ PDF.`,
    keywords: ["ಯೂರಿಯಾ ಎಷ್ಟು", "ಎಷ್ಟು ಯೂರಿಯಾ", "ಯೂರಿಯಾ ಪ್ರಮಾಣ", "ಯೂರಿಯಾ ಯಾವಾಗ", "ಕಂತು", "ಕಂತುಗಳಲ್ಲಿ", "ಜಿಪ್ಸಂ", "ಜಿಂಕ್", "ಸತು", "ಜಿಂಕ್ ಸಲ್ಫೇಟ್", "ಪ್ರಮಾಣ", "ಎಕರೆಗೆ", "ಹೆಕ್ಟೇರಿಗೆ", "ಚೌಳು", "yuriya eshtu", "urea eshtu", "jipsam", "gypsum", "zinc", "pramana", "ekarege"],
  },
  satellite: {
    title: "ಉಪಗ್ರಹದಿಂದ ಏನು ಗೊತ್ತಾಗುತ್ತದೆ",
    text: `ಉಪಗ್ರಹದ ಚಿತ್ರಗಳು ಪ್ರತಿ ಪರೀಕ್ಷೆಗೆ ಬೆಳೆಯ ಬೆಳವಣಿಗೆ, ತೇವಾಂಶ ಮತ್ತು ಹೊಲದ ಹಳೆಯ ದಾಖಲೆಯನ್ನು ಸೇರಿಸುತ್ತವೆ, ಹಾಗಾಗಿ ಸಲಹೆ ಮಾದರಿ ತೆಗೆದ ಜಾಗಕ್ಕೆ ಮಾತ್ರವಲ್ಲ, ಇಡೀ ಹೊಲಕ್ಕೆ ಹೊಂದುತ್ತದೆ.`,
    keywords: ["ಉಪಗ್ರಹ", "ಸ್ಯಾಟಲೈಟ್", "ಸ್ಯಾಟಿಲೈಟ್", "ಚಿತ್ರ", "ತೇವಾಂಶ", "upagraha", "satellite", "setelite", "tevamsha"],
  },
  "soil-intelligence": {
    title: "ಮಣ್ಣಿನ ತಿಳುವಳಿಕೆ (ಸಾಯಿಲ್ ಇಂಟೆಲಿಜೆನ್ಸ್)",
    text: `ನಾವು ಮಣ್ಣನ್ನು ಬರೀ ವರದಿಯ ಅಂಕಿಗಳಲ್ಲ, ಜೀವಂತ ವ್ಯವಸ್ಥೆ ಅಂತ ನೋಡುತ್ತೇವೆ: ಹೊಲದ ಪರೀಕ್ಷೆ, ಉಪಗ್ರಹ ಚಿತ್ರಗಳು ಮತ್ತು AI ಸೇರಿ ಮಣ್ಣಿನ ಜೀವಿಗಳು, ರಚನೆ ಮತ್ತು ಇಂಗಾಲದ ಒಂದು ಚಿತ್ರ ಕೊಡುತ್ತವೆ, ಜೊತೆಗೆ ಅದೇ ದಿನ ಪಾಲಿಸಬಹುದಾದ ಬೆಳೆವಾರು ಸಲಹೆ.`,
    keywords: ["ಸಾಯಿಲ್ ಇಂಟೆಲಿಜೆನ್ಸ್", "ಮಣ್ಣಿನ ತಿಳುವಳಿಕೆ", "ವೇದಿಕೆ", "ಪ್ಲಾಟ್‌ಫಾರ್ಮ್", "ಡಿಜಿಟಲ್", "ತಂತ್ರಜ್ಞಾನ", "ಡ್ಯಾಶ್‌ಬೋರ್ಡ್", "ಆ್ಯಪ್", "intelligence", "platform", "digital", "tantrajnana", "dashboard", "app", "ai"],
  },
  "clinic-finder": {
    title: "ನಿಮ್ಮ ಹತ್ತಿರದ ಕ್ಲಿನಿಕ್",
    text: `ನಮ್ಮ {clinicsRunning} ಮಣ್ಣು ಕ್ಲಿನಿಕ್‌ಗಳಿವೆ, ಅವುಗಳನ್ನು {brand} ಅಥವಾ {programme} ಕೇಂದ್ರ ಅನ್ನುತ್ತಾರೆ. ಕ್ಲಿನಿಕ್ ಹುಡುಕಿ ಪುಟದಲ್ಲಿ ಹೆಸರು, ಜಿಲ್ಲೆ ಅಥವಾ ರಾಜ್ಯದಿಂದ ಹುಡುಕಿ, ನಕ್ಷೆಯಲ್ಲಿ ಪ್ರತಿ ಕ್ಲಿನಿಕ್‌ನ ವಿಳಾಸ, ಫೋನ್ ಮತ್ತು ಸೇವೆಗಳನ್ನು ನೋಡಿ.`,
    keywords: ["ಕ್ಲಿನಿಕ್", "ಕೇಂದ್ರ", "ಸೆಂಟರ್", "ಎಲ್ಲಿ", "ಎಲ್ಲಿದೆ", "ಎಲ್ಲೆಲ್ಲಿ", "ಹತ್ತಿರ", "ಹತ್ರ", "ಜಿಲ್ಲೆ", "ತಾಲೂಕು", "ರಾಜ್ಯ", "ಲ್ಯಾಬ್", "ಎಷ್ಟು ಕ್ಲಿನಿಕ್", "clinic", "kendra", "center", "elli", "ellide", "hattira", "hatra", "jille", "taluku", "lab"],
  },
  "clinic-services": {
    title: "ಕ್ಲಿನಿಕ್‌ನ ಸೇವೆಗಳು",
    text: `ಕ್ಲಿನಿಕ್‌ಗಳು {coreParameters} ಅಂಶಗಳ ಪರೀಕ್ಷೆ, {fullParameters} ಅಂಶಗಳ ಪರೀಕ್ಷೆ, ಸಲಹಾ ಸೇವೆ ಮತ್ತು ಉಪಗ್ರಹ ವಿಶ್ಲೇಷಣೆ ಕೊಡುತ್ತವೆ; ಕ್ಲಿನಿಕ್ ಹುಡುಕಿ ಪುಟದಲ್ಲಿ ನಿಮಗೆ ಬೇಕಾದ ಸೇವೆಯಿಂದ ಕ್ಲಿನಿಕ್ ಆರಿಸಬಹುದು.`,
    keywords: ["ಕ್ಲಿನಿಕ್ ಸೇವೆ", "ಸಲಹಾ ಸೇವೆ", "ಉಪಗ್ರಹ ವಿಶ್ಲೇಷಣೆ", "ಯಾವ ಪರೀಕ್ಷೆ", "clinic seve", "yava pariksha"],
  },
  services: {
    title: "ನಮ್ಮ ಸೇವೆಗಳು",
    text: `ನಾವು ಕೊಡುವುದು: ಕೊಳ್ಳಲು ಅಥವಾ ಬಾಡಿಗೆಗೆ ಸಣ್ಣ ಮಣ್ಣು ಪರೀಕ್ಷಾ ಯಂತ್ರ, ನಿಮ್ಮ ಹತ್ತಿರದ ಮಣ್ಣು ಕ್ಲಿನಿಕ್‌ಗಳು (ಪ್ರತಿ ಮಾದರಿಗೆ {testPrice}), ಹಳ್ಳಿಯ ಮಹಿಳೆಯರನ್ನು ಮಣ್ಣು ಪರೀಕ್ಷಾ ಉದ್ಯಮಿಗಳನ್ನಾಗಿ ಮಾಡುವ {programme} ಯೋಜನೆ, ಮಣ್ಣಿನ ಮಾಹಿತಿ ವೇದಿಕೆ, ಮತ್ತು ನಿಮ್ಮದೇ ಕ್ಲಿನಿಕ್ ತೆರೆಯಲು ನೆರವು.`,
    keywords: ["ಸೇವೆ", "ಸೇವೆಗಳು", "ಸೌಲಭ್ಯ", "ಏನು ಮಾಡ್ತೀರಾ", "ನೀವು ಏನು ಮಾಡ್ತೀರಿ", "ಯಾವ ಸೇವೆ", "seve", "sevegalu", "saulabhya", "enu madtira", "services"],
  },
  device: {
    title: "ಮಣ್ಣು ಪರೀಕ್ಷಾ ಯಂತ್ರ: ಕೊಳ್ಳಿ ಅಥವಾ ಬಾಡಿಗೆಗೆ ಪಡೆಯಿರಿ",
    text: `ಸಣ್ಣ ಯಂತ್ರ ಹೊಲದ ಅಂಚಿನಲ್ಲೇ {testMinutes} ನಿಮಿಷದಲ್ಲಿ ಮಣ್ಣಿನ {parameters} ಅಂಶಗಳನ್ನು ಪರೀಕ್ಷಿಸುತ್ತದೆ, ಫಲಿತಾಂಶ ಆ್ಯಪ್ ಮೂಲಕ ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಸುರಕ್ಷಿತವಾಗಿರುತ್ತದೆ. ಇದನ್ನು ಪೂರ್ತಿ ಕೊಳ್ಳಬಹುದು ಅಥವಾ ಒಂದು ಹಂಗಾಮು ಇಲ್ಲವೇ ಅಭಿಯಾನಕ್ಕೆ ಬಾಡಿಗೆಗೆ ಪಡೆಯಬಹುದು: /contact ಪುಟದಿಂದ ಕೇಳಿ.`,
    keywords: ["ಯಂತ್ರ", "ಮಷಿನ್", "ಮೆಷಿನ್", "ಉಪಕರಣ", "ಡಿವೈಸ್", "ಕೊಳ್ಳು", "ಖರೀದಿ", "ಬಾಡಿಗೆ", "ಬಾಡಿಗೆಗೆ", "yantra", "machine", "mashin", "device", "kharidi", "kollodu", "badige", "rent", "buy"],
  },
  "soil-didi": {
    title: "{programme}: ಮಹಿಳೆಯರ ಕೈಯಲ್ಲಿ ಮಣ್ಣು ಪರೀಕ್ಷೆ",
    text: `{programme} ಅಂದರೆ ನಾವು ಮಣ್ಣು ಪರೀಕ್ಷೆಯ ಉದ್ಯಮಿಯಾಗಲು ತರಬೇತಿ ಕೊಡುವ ಹಳ್ಳಿಯ ಮಹಿಳೆ: ಅವರು ಹೊಲಗಳಿಂದ ಮಾದರಿ ತೆಗೆದು, ಪರೀಕ್ಷಿಸಿ, ನೆರೆಯ ರೈತರಿಗೆ ಫಲಿತಾಂಶ ತಿಳಿಸಿ, ಪ್ರತಿ ಪರೀಕ್ಷೆಯಿಂದ ಸಂಪಾದಿಸುತ್ತಾರೆ (ಒಂದು ಕೇಂದ್ರದ ನಿವ್ವಳ ಆದಾಯ ತಿಂಗಳಿಗೆ ಸುಮಾರು {netMonthlyIncome}). ಇಲ್ಲಿಯವರೆಗೆ {didisTrained} ಮಹಿಳೆಯರಿಗೆ ತರಬೇತಿ ಸಿಕ್ಕಿದೆ. ಸೇರಲು /contact ಪುಟದಿಂದ ಅರ್ಜಿ ಹಾಕಿ.`,
    keywords: ["ದೀದಿ", "ಸಾಯಿಲ್ ದೀದಿ", "ಮಹಿಳೆ", "ಮಹಿಳೆಯರು", "ಹೆಂಗಸರು", "ಆಗುವುದು ಹೇಗೆ", "ಆಗೋದು ಹೇಗೆ", "ಅರ್ಜಿ", "ಸೇರುವುದು", "ಉದ್ಯೋಗ", "ಕೆಲಸ ಬೇಕು", "didi", "soil didi", "mahile", "hengasaru", "agodu hege", "arji", "udyoga", "kelasa"],
  },
  "start-clinic": {
    title: "ನಿಮ್ಮದೇ ಮಣ್ಣು ಕ್ಲಿನಿಕ್ ತೆರೆಯಿರಿ",
    text: `ಕೃಷಿ ಪದವೀಧರರು, ಹಳ್ಳಿಯ ಉದ್ಯಮಿಗಳು, ಮಹಿಳಾ ಸ್ವಸಹಾಯ ಸಂಘಗಳು ಮತ್ತು ರೈತ ಉತ್ಪಾದಕ ಸಂಸ್ಥೆಗಳು (FPO) ಕ್ಲಿನಿಕ್ ತೆರೆಯಬಹುದು; ಲ್ಯಾಬ್ ಅನುಭವ ಬೇಕಿಲ್ಲ, ತರಬೇತಿ ನಾವು ಕೊಡುತ್ತೇವೆ.
      {fullParameters} ಅಂಶಗಳ ಕಿಟ್ ಬೆಲೆ {kitPrice} ಜೊತೆಗೆ GST ({coreParameters} ಅಂಶಗಳ ಮಾದರಿ {coreKitPrice}), ಜೊತೆಗೆ ತರಬೇತಿ ಮತ್ತು ನೆರವು; ಸಾಮಾನ್ಯವಾಗಿ ಕ್ಲಿನಿಕ್ {breakEvenMonths} ತಿಂಗಳಲ್ಲಿ ಹಾಕಿದ ಹಣ ವಾಪಸ್ ತರುತ್ತದೆ. ಅರ್ಜಿಗೆ ಅಥವಾ ಮಾರ್ಗದರ್ಶಕರ ಜೊತೆ ಮಾತಿಗೆ /contact ಪುಟ ನೋಡಿ.`,
    keywords: ["ಕ್ಲಿನಿಕ್ ತೆರೆಯುವುದು", "ಕ್ಲಿನಿಕ್ ಶುರು", "ತೆರೆಯೋದು", "ಶುರು ಮಾಡೋದು", "ಸ್ವಂತ ಉದ್ಯಮ", "ವ್ಯಾಪಾರ", "ಬಿಸಿನೆಸ್", "ಫ್ರಾಂಚೈಸಿ", "ಯಾರು ತೆರೆಯಬಹುದು", "ಬಂಡವಾಳ", "clinic shuru", "tereyodu", "shuru madodu", "udyama", "vyapara", "business", "franchise", "bandavala"],
  },
  "kit-price": {
    title: "ಕ್ಲಿನಿಕ್ ಕಿಟ್ ಬೆಲೆ",
    text: `{fullParameters} ಅಂಶಗಳ ಕಿಟ್ ಬೆಲೆ {kitPrice} ಜೊತೆಗೆ GST; {coreParameters} ಅಂಶಗಳ ಮಾದರಿ {coreKitPrice}.`,
    keywords: ["ಕಿಟ್ ಬೆಲೆ", "ಕಿಟ್ ದರ", "ಯಂತ್ರದ ಬೆಲೆ", "ಮಷಿನ್ ಬೆಲೆ", "ಜಿಎಸ್‌ಟಿ", "ಹೂಡಿಕೆ", "kit bele", "kit price", "machine bele", "gst", "hoodike"],
  },
  "kit-contents": {
    title: "ಕಿಟ್‌ನಲ್ಲಿ ಏನೇನು ಸಿಗುತ್ತದೆ",
    text: `ಪ್ರತಿ ಕಿಟ್‌ನಲ್ಲಿ {kitSachets} ಪರೀಕ್ಷಾ ಪೊಟ್ಟಣಗಳು (ಸ್ಯಾಶೆ), ಫಲಿತಾಂಶ ಆನ್‌ಲೈನ್‌ನಲ್ಲಿ ಸುರಕ್ಷಿತವಾಗಿಡುವ ಆ್ಯಪ್ ಲಾಗಿನ್, ಒಯ್ಯುವ ಪೆಟ್ಟಿಗೆ, ಮತ್ತು ಕುಲುಕುವ ಹಾಗೂ ಸೋಸುವ ಸಾಧನ ಇರುತ್ತವೆ. ಬೇಕಾದಾಗ ಹೊಸ ಪೊಟ್ಟಣಗಳು ಮತ್ತು ಬಿಡಿಭಾಗಗಳನ್ನು ತಲುಪಿಸುತ್ತೇವೆ.`,
    keywords: ["ಕಿಟ್‌ನಲ್ಲಿ ಏನು", "ಎಷ್ಟು ಪೊಟ್ಟಣ", "ಕಿಟ್ ಜೊತೆ ಏನು", "ಏನೇನು ಸಿಗುತ್ತೆ", "ಏನೇನು ಕೊಡ್ತೀರಾ", "ಸಾಮಗ್ರಿ", "ಪೊಟ್ಟಣ", "ಸ್ಯಾಶೆ", "ಪೌಚ್", "ಪೆಟ್ಟಿಗೆ", "kit alli enu", "enenu sigutte", "samagri", "pottana", "pouch", "sachet"],
  },
  "clinic-income": {
    title: "ಕ್ಲಿನಿಕ್‌ನ ಸಂಪಾದನೆ",
    text: `ಸಾಮಾನ್ಯ ಕ್ಲಿನಿಕ್ ತಿಂಗಳಿಗೆ ಸುಮಾರು {testsPerMonth} ಮಾದರಿಗಳನ್ನು ಪ್ರತಿ ಪರೀಕ್ಷೆಗೆ {testPrice} ರಂತೆ ಪರೀಕ್ಷಿಸುತ್ತದೆ, ಅಂದರೆ ತಿಂಗಳಿಗೆ {monthlyRevenue} ವಹಿವಾಟು. ಪರೀಕ್ಷಾ ಪೊಟ್ಟಣದ (ಸ್ಯಾಶೆ) ಖರ್ಚು ಪ್ರತಿ ಪರೀಕ್ಷೆಗೆ {sachetCost}, ಅದು ಕಳೆದು ತಿಂಗಳಿಗೆ {netMonthlyIncome} ನಿವ್ವಳ ಆದಾಯ ಉಳಿಯುತ್ತದೆ. ಇವು ಸಾಮಾನ್ಯ ಅಂಕಿಗಳು, ಖಾತರಿ ಅಲ್ಲ.`,
    keywords: ["ಸಂಪಾದನೆ", "ಆದಾಯ", "ಗಳಿಕೆ", "ಕಮಾಯಿ", "ಲಾಭಾಂಶ", "ಲಾಭ", "ತಿಂಗಳಿಗೆ", "ತಿಂಗಳಿಗೆ ಎಷ್ಟು ಪರೀಕ್ಷೆ", "tingalige eshtu parikshe", "labha", "ಪೊಟ್ಟಣದ ಖರ್ಚು", "ಸ್ಯಾಶೆ ಖರ್ಚು", "ವಹಿವಾಟು", "sampadane", "adaya", "galike", "kamayi", "tingalige", "income", "sachet kharchu"],
  },
  "break-even": {
    title: "ಹಾಕಿದ ಹಣ ಯಾವಾಗ ವಾಪಸ್",
    text: `ಸಾಮಾನ್ಯವಾಗಿ ಕ್ಲಿನಿಕ್ ತನ್ನ ಕಿಟ್‌ನ ({kitPrice} ಜೊತೆಗೆ GST) ಹಣವನ್ನು {breakEvenMonths} ತಿಂಗಳಲ್ಲಿ ವಾಪಸ್ ತರುತ್ತದೆ, ಮತ್ತು ವರ್ಷಕ್ಕೆ {farmersPerYear} ರೈತರಿಗೆ ಸೇವೆ ಕೊಡುತ್ತದೆ; ಆ ರೈತರು ಪ್ರತಿ ಎಕರೆಗೆ {clinicSavingPerAcre} ಉಳಿಸುತ್ತಾರೆ.`,
    keywords: ["ಹಣ ವಾಪಸ್", "ದುಡ್ಡು ವಾಪಸ್", "ಬಂಡವಾಳ ವಾಪಸ್", "ಎಷ್ಟು ತಿಂಗಳು", "ಎಷ್ಟು ತಿಂಗಳಲ್ಲಿ", "ವಸೂಲಿ", "hana vapas", "duddu vapas", "eshtu tingalu", "vasuli"],
  },
  "clinic-support": {
    title: "ಕ್ಲಿನಿಕ್ ನಡೆಸುವವರಿಗೆ ತರಬೇತಿ ಮತ್ತು ನೆರವು",
    text: `ಕ್ಲಿನಿಕ್ ನಡೆಸುವವರಿಗೆ ಮಾದರಿ ತೆಗೆಯುವುದು, ಪರೀಕ್ಷೆ ಮತ್ತು ಸಲಹೆ ಕೊಡುವುದರ ಕೈಯಾರೆ ತರಬೇತಿ, ಆ್ಯಪ್, ಒಬ್ಬ ಮಾರ್ಗದರ್ಶಕರು ಮತ್ತು ಜೊತೆಗಾರರ ಜಾಲ, ಪ್ರಚಾರಕ್ಕೆ ನೆರವು (ಪೋಸ್ಟರ್, ರೈತ ಸಭೆ, ಕ್ಲಿನಿಕ್ ಪಟ್ಟಿಯಲ್ಲಿ ಹೆಸರು), ಸಮಯಕ್ಕೆ ಸಾಮಗ್ರಿ ಮತ್ತು ಯಂತ್ರದ ನಿಯಮಿತ ಪರಿಶೀಲನೆ ಸಿಗುತ್ತದೆ.`,
    keywords: ["ತರಬೇತಿ", "ಟ್ರೇನಿಂಗ್", "ನೆರವು", "ಸಹಾಯ", "ಮಾರ್ಗದರ್ಶಕ", "ಪ್ರಚಾರ", "ಅನುಭವ ಬೇಕಾ", "tarabeti", "training", "neravu", "sahaya", "margadarshaka", "prachara"],
  },
  partnerships: {
    title: "ನಮ್ಮ ಜೊತೆ ಪಾಲುದಾರಿಕೆ",
    text: `CSR ತಂಡಗಳು, ಪ್ರತಿಷ್ಠಾನಗಳು, NGO, FPO, ಗೊಬ್ಬರ-ಬೀಜ ಮಾರಾಟಗಾರರು, ಸರ್ಕಾರಿ ಇಲಾಖೆಗಳು, ಸಂಶೋಧನಾ ಸಂಸ್ಥೆಗಳು ಮತ್ತು ಹೂಡಿಕೆದಾರರ ಜೊತೆ ನಾವು ಪರೀಕ್ಷಾ ಅಭಿಯಾನ, {programme} ತರಬೇತಿ, ಕ್ಲಿನಿಕ್ ಸ್ಥಾಪನೆ ಮತ್ತು ಅಂಕಿ-ಅಂಶ ಹಾಗೂ ಸಂಶೋಧನೆಯಲ್ಲಿ ಕೆಲಸ ಮಾಡುತ್ತೇವೆ.
      /for-partners ಪುಟದ ಫಾರ್ಮ್ ಮೂಲಕ ಬರೆಯಿರಿ: ನಮ್ಮ ಪಾಲುದಾರಿಕೆ ತಂಡ {partnerReplyWorkingDays} ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ಉತ್ತರಿಸುತ್ತದೆ.`,
    keywords: ["ಪಾಲುದಾರಿಕೆ", "ಪಾಲುದಾರ", "ಪಾರ್ಟ್ನರ್", "ಜೊತೆ ಕೆಲಸ", "ಕೈಜೋಡಿಸು", "ಹೂಡಿಕೆದಾರ", "ಸರ್ಕಾರ", "ಸಂಸ್ಥೆ", "ಎನ್‌ಜಿಒ", "ಸಹಕಾರ ಸಂಘ", "paludarike", "paludara", "partner", "jote kelasa", "sarkara", "samsthe", "ngo", "fpo"],
  },
  reach: {
    title: "ನಾವು ತಲುಪಿರುವುದು",
    text: `ಪಾಲುದಾರರ ಜೊತೆ ಸೇರಿ ನಾವು {states} ರಾಜ್ಯಗಳಲ್ಲಿ {farmersReached} ರೈತರನ್ನು ತಲುಪಿದ್ದೇವೆ, {testsDone} ಪರೀಕ್ಷೆಗಳನ್ನು ಮಾಡಿದ್ದೇವೆ ಮತ್ತು {didisTrained} {programme} ಅವರಿಗೆ ತರಬೇತಿ ಕೊಟ್ಟಿದ್ದೇವೆ.`,
    keywords: ["ಎಷ್ಟು ರಾಜ್ಯ", "ರಾಜ್ಯಗಳಲ್ಲಿ", "ಎಷ್ಟು ರೈತರು", "ಇಲ್ಲಿವರೆಗೆ", "ಇಲ್ಲಿಯವರೆಗೆ", "ಎಷ್ಟು ಪರೀಕ್ಷೆಗಳು", "ಎಷ್ಟು ದೀದಿ", "ತರಬೇತಿ ಪಡೆದ", "ilivarege", "illiyavarege", "ರೈತರನ್ನು ತಲುಪಿ", "ತಲುಪಿದ್ದೀರಿ", "ಪರಿಣಾಮ", "ಅಂಕಿ-ಅಂಶ", "ಎಲ್ಲೆಲ್ಲಿ ಕೆಲಸ", "eshtu rajya", "rajyagalalli", "eshtu raitaru", "talupiddira", "parinama"],
  },
  "csr-tiers": {
    title: "CSR ಪಾಲುದಾರಿಕೆಯ ಹಂತಗಳು",
    text: `ಪ್ರಾಯೋಗಿಕ (ಪೈಲಟ್): {pilotInvestment} ಲಕ್ಷದಲ್ಲಿ {pilotClinics} ಕ್ಲಿನಿಕ್, {pilotFarmers} ರೈತರು, {pilotMonths} ತಿಂಗಳು. ಪ್ರಾದೇಶಿಕ: {regionalInvestment} ಲಕ್ಷದಲ್ಲಿ {regionalClinics} ಕ್ಲಿನಿಕ್, {regionalFarmers} ರೈತರು, {regionalMonths} ತಿಂಗಳು. ರಾಜ್ಯ ಮಟ್ಟ: {stateInvestment} ಕೋಟಿಯಲ್ಲಿ {stateClinics} ಕ್ಲಿನಿಕ್, {stateFarmers} ರೈತರು, {stateMonths} ತಿಂಗಳು. ನಿಮ್ಮ ಅಗತ್ಯಕ್ಕೆ ತಕ್ಕ ಬೇರೆ ಕಾರ್ಯಕ್ರಮವನ್ನೂ ರೂಪಿಸುತ್ತೇವೆ.`,
    keywords: ["ಸಿಎಸ್‌ಆರ್", "ಪೈಲಟ್", "ಪ್ರಾಯೋಗಿಕ", "ಪ್ರಾದೇಶಿಕ", "ರಾಜ್ಯ ಮಟ್ಟ", "ಲಕ್ಷ", "ಕೋಟಿ", "ಬಜೆಟ್", "csr", "pilot", "regional", "lakh", "laksha", "crore", "koti", "budget"],
  },
  "csr-impact": {
    title: "CSR ಪರಿಣಾಮ",
    text: `ಇಲ್ಲಿಯವರೆಗೆ ನಮ್ಮ CSR ಕಾರ್ಯಕ್ರಮಗಳು: {csrFarmers} ರೈತರು, {clinicsRunning} ಮಣ್ಣು ಕ್ಲಿನಿಕ್‌ಗಳು, {csrTests} ಪರೀಕ್ಷೆಗಳು ಮತ್ತು {satisfaction} ರೈತರ ತೃಪ್ತಿ; ರೈತರು ಸರಾಸರಿ ಪ್ರತಿ ಎಕರೆಗೆ {csrSavingPerAcre} ಉಳಿಸಿದರು. ಪ್ರತಿ CSR ಪಾಲುದಾರರಿಗೂ ಲೈವ್ ಡ್ಯಾಶ್‌ಬೋರ್ಡ್ ಸಿಗುತ್ತದೆ.`,
    keywords: ["ತೃಪ್ತಿ", "ಸಂತೃಪ್ತಿ", "ತೃಪ್ತ", "ಖುಷಿ", "ಖುಷಿಯಾಗಿದ್ದಾರೆ", "ಖುಷಿಯಾಗಿದ್ದಾರಾ", "ಸಂತೋಷ", "ಸಂತೋಷವಾಗಿದ್ದಾರೆ", "khushi", "santosha", "ಡ್ಯಾಶ್‌ಬೋರ್ಡ್", "CSR ಪರಿಣಾಮ", "trupti", "santrupti", "dashboard"],
  },
  contact: {
    title: "ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ",
    text: `{phones} ಗೆ ಫೋನ್ ಮಾಡಿ, {email} ಗೆ ಇಮೇಲ್ ಮಾಡಿ, ಅಥವಾ /contact ಪುಟದ ಫಾರ್ಮ್ ಮೂಲಕ ಬರೆಯಿರಿ. ಕೆಲಸದ ಸಮಯ: {hours}.`,
    keywords: ["ಸಂಪರ್ಕ", "ಫೋನ್", "ನಂಬರ್", "ಮೊಬೈಲ್", "ಇಮೇಲ್", "ಈಮೇಲ್", "ಕಾಲ್", "ಮಾತಾಡು", "ಹೆಲ್ಪ್‌ಲೈನ್", "ಕಸ್ಟಮರ್ ಕೇರ್", "samparka", "phone", "number", "nambar", "mobile", "email", "call", "matadu", "helpline", "contact"],
  },
  whatsapp: {
    title: "WhatsApp",
    text: `WhatsApp ನಲ್ಲಿ ನಮಗೆ {whatsapp} ಗೆ ಸಂದೇಶ ಕಳಿಸಿ. ನಮ್ಮ WhatsApp ಚಾನೆಲ್‌ನಲ್ಲಿ (/resources ಪುಟದಲ್ಲಿ ಲಿಂಕ್) ಹಂಗಾಮಿನ ಸಲಹೆ, ಹೊಸ ಕೈಪಿಡಿಗಳು ಮತ್ತು ರೈತರ ಕಥೆಗಳು ಬರುತ್ತವೆ.`,
    keywords: ["ವಾಟ್ಸಾಪ್", "ವಾಟ್ಸ್ಆ್ಯಪ್", "ವಾಟ್ಸಪ್", "whatsapp", "watsapp", "whatsap", "watsap"],
  },
  hours: {
    title: "ಕೆಲಸದ ಸಮಯ",
    text: `ನಮ್ಮ ಕೆಲಸದ ಸಮಯ: {hours}.`,
    keywords: ["ತೆರೆದಿರುತ್ತೆ", "ತೆಗೆದಿರುತ್ತೆ", "ಓಪನ್", "ರಜೆ", "ಬಂದ್", "ಎಷ್ಟು ಗಂಟೆಗೆ", "ಎಷ್ಟು ಗಂಟೆವರೆಗೆ", "ಸಮಯ", "ಭಾನುವಾರ", "ಶನಿವಾರ", "ಟೈಮಿಂಗ್", "ಆಫೀಸ್ ಟೈಮ್", "open", "raje", "band", "eshtu gantege", "bhanuvara", "shanivara", "sunday", "saturday", "timing", "timings"],
  },
  offices: {
    title: "ನಮ್ಮ ಕಚೇರಿಗಳು",
    text: `ನಮ್ಮ ಕಚೇರಿಗಳು {officeCities} ನಲ್ಲಿವೆ. {offices}.`,
    keywords: ["ಕಚೇರಿ", "ಆಫೀಸ್", "ಆಫೀಸು", "ವಿಳಾಸ", "ಅಡ್ರೆಸ್", "ಎಲ್ಲಿದೆ", "ಊರು", "ನಗರ", "ಬೆಂಗಳೂರು", "ದೆಹಲಿ", "ದಿಲ್ಲಿ", "kacheri", "office", "vilasa", "address", "ellide", "ooru", "bengaluru", "bangalore", "delhi", "dilli"],
  },
  "reply-time": {
    title: "ಉತ್ತರ ಯಾವಾಗ ಸಿಗುತ್ತದೆ",
    text: `ಸಂಪರ್ಕ ಫಾರ್ಮ್‌ಗೆ ನಾವು {contactReplyHours} ಗಂಟೆಯೊಳಗೆ ಉತ್ತರಿಸುತ್ತೇವೆ; ಪಾಲುದಾರಿಕೆ ಮತ್ತು CSR ತಂಡ {partnerReplyWorkingDays} ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ಉತ್ತರಿಸುತ್ತದೆ.`,
    keywords: ["ಉತ್ತರ", "ಉತ್ತರ ಯಾವಾಗ", "ಫಾರ್ಮ್ ತುಂಬಿದ ಮೇಲೆ", "ಎಷ್ಟು ಹೊತ್ತಲ್ಲಿ", "ಮೆಸೇಜ್", "ಸಂದೇಶ", "ರಿಪ್ಲೈ", "uttara", "reply", "message", "form tumbida"],
  },
  resources: {
    title: "ಕೈಪಿಡಿಗಳು ಮತ್ತು ಡೌನ್‌ಲೋಡ್",
    text: `ನಮ್ಮ ಮಾಹಿತಿ ಪುಟದಲ್ಲಿ ಲೇಖನಗಳು, ವಿಡಿಯೋಗಳು ಮತ್ತು ಕಥೆಗಳಿವೆ, ಜೊತೆಗೆ ಕನ್ನಡದಲ್ಲಿ ಉಚಿತ PDF ಕೈಪಿಡಿಗಳು: ಮಣ್ಣು ಆರೋಗ್ಯ ಕೈಪಿಡಿ, ಗೊಬ್ಬರ ಕೈಪಿಡಿ ಮತ್ತು ಬೆಳೆ ಸಲಹೆ.`,
    keywords: ["ಕೈಪಿಡಿ", "ಪುಸ್ತಕ", "ಡೌನ್‌ಲೋಡ್", "ವಿಡಿಯೋ", "ಲೇಖನ", "ಓದಲು", "ಕಲಿಯಲು", "ಕನ್ನಡದಲ್ಲಿ", "kaipidi", "pustaka", "download", "pdf", "video", "lekhana", "kannadadalli"],
  },
  about: {
    title: "{brand} ಬಗ್ಗೆ",
    text: `ಪ್ರತಿ ರೈತನಿಗೂ ಕಡಿಮೆ ಖರ್ಚಿನ, ಬೇಗ ಸಿಗುವ, ಉಪಯೋಗವಾಗುವ ಮಣ್ಣು ಪರೀಕ್ಷೆ ತಲುಪಿಸಲು {brand} ದೇಶದಾದ್ಯಂತ ಆಂದೋಲನ ನಡೆಸುತ್ತಿದೆ: ಹೊಲದಲ್ಲೇ ಪರೀಕ್ಷೆ, {programme} ಉದ್ಯಮಿಗಳು ಮತ್ತು ಉಪಗ್ರಹ ಆಧಾರಿತ ಸಲಹೆ, ತಂತ್ರಜ್ಞಾನ, ತರಬೇತಿ ಮತ್ತು ನಂಬಿಕೆಯ ಮೇಲೆ.`,
    keywords: ["ಕಂಪನಿ", "ಕಂಪನಿ ಬಗ್ಗೆ", "ಕಂಪನಿಯ ಕಥೆ", "ನೀವು ಯಾರು", "ಯಾರು ನೀವು", "ಉದ್ದೇಶ", "ನಿಮ್ಮ ಕಥೆ", "ಸಂಸ್ಥೆಯ ಬಗ್ಗೆ", "company", "neevu yaaru", "nivu yaru", "uddesha", "about"],
  },
  team: {
    title: "ನಮ್ಮ ತಂಡ",
    text: `ಡಾ. ಅಂಜಲಿ ರಾವ್ ನಮ್ಮ ಸಹ-ಸಂಸ್ಥಾಪಕಿ ಮತ್ತು ಮುಖ್ಯ ಕಾರ್ಯನಿರ್ವಾಹಕ ಅಧಿಕಾರಿ (CEO); ಸಹ-ಸಂಸ್ಥಾಪಕ ವಿಕ್ರಮ್ ಸೇಠಿ (CTO) ಯಂತ್ರವನ್ನು ವಿನ್ಯಾಸ ಮಾಡಿದರು; ಮೀನಾ ಕುಮಾರಿ {programme} ಯೋಜನೆಯ ಮುಖ್ಯಸ್ಥೆ; ಅರ್ಜುನ್ ಪಾಟೀಲ್ ಕೃಷಿ ವಿಜ್ಞಾನ ಮತ್ತು ರೈತ ಯಶಸ್ಸು ವಿಭಾಗದ ಮುಖ್ಯಸ್ಥ.`,
    keywords: ["ಸಂಸ್ಥಾಪಕ", "ಮಾಲೀಕ", "ಕಂಪನಿಯ ಮಾಲೀಕ", "ನಡೆಸುವವರು", "ತಂಡ", "ಯಾರು ನಡೆಸುತ್ತಾರೆ", "ಸಿಇಒ", "ಮುಖ್ಯಸ್ಥ", "samsthapaka", "founder", "maalika", "owner", "ceo", "team", "tanda"],
  },
  awards: {
    title: "ಪ್ರಶಸ್ತಿಗಳು",
    text: `ನಮ್ಮ ಕೆಲಸಕ್ಕೆ ಅಗ್ರಿಟೆಕ್ ಇನೋವೇಶನ್ ಪ್ರಶಸ್ತಿ, ಮಹಿಳಾ ಉದ್ಯಮಶೀಲತೆ ಚಾಂಪಿಯನ್, ಸುಸ್ಥಿರತೆ ನಾಯಕತ್ವ ಪ್ರಶಸ್ತಿ, ಅತ್ಯುತ್ತಮ ಗ್ರಾಮೀಣ ಸ್ಟಾರ್ಟಪ್, ಡಿಜಿಟಲ್ ಕೃಷಿಯಲ್ಲಿ ಶ್ರೇಷ್ಠತೆ ಮತ್ತು ಸಾಮಾಜಿಕ ಪರಿಣಾಮ ಪ್ರಶಸ್ತಿಗಳು ಸಿಕ್ಕಿವೆ.`,
    keywords: ["ಪ್ರಶಸ್ತಿ", "ಅವಾರ್ಡ್", "ಗೌರವ", "prashasti", "award", "gaurava"],
  },
  media: {
    title: "ಮಾಧ್ಯಮ ಮತ್ತು ಪತ್ರಿಕೆ",
    text: `ಪತ್ರಕರ್ತರು {email} ಗೆ ಬರೆಯಬಹುದು, ಅಥವಾ /contact ಪುಟದ ಫಾರ್ಮ್‌ನಲ್ಲಿ ಪತ್ರಿಕೆ/ಮಾಧ್ಯಮ ಆರಿಸಬಹುದು.`,
    keywords: ["ಮಾಧ್ಯಮ", "ಪತ್ರಿಕೆ", "ಪತ್ರಕರ್ತ", "ಸುದ್ದಿ", "ಸಂದರ್ಶನ", "ಮೀಡಿಯಾ", "madhyama", "patrike", "patrakarta", "suddi", "media", "press", "interview"],
  },
  privacy: {
    title: "ನಿಮ್ಮ ಮಾಹಿತಿ",
    text: `ಚಾಟ್ ಮಾತುಕತೆಯನ್ನು ನಾವು {chatKeptMonths} ತಿಂಗಳವರೆಗೆ ಮತ್ತು ವಿಚಾರಣೆಗಳನ್ನು {enquiryKeptMonths} ತಿಂಗಳವರೆಗೆ ಇಟ್ಟುಕೊಳ್ಳುತ್ತೇವೆ, ನೀವು ಮೊದಲೇ ಅಳಿಸಲು ಹೇಳದ ಹೊರತು. ನಿಮ್ಮ ಮಾಹಿತಿ ನೋಡಲು, ಸರಿಪಡಿಸಲು ಅಥವಾ ಅಳಿಸಲು {email} ಗೆ ಬರೆಯಿರಿ; ನಾವು {grievanceReplyWorkingDays} ಕೆಲಸದ ದಿನಗಳಲ್ಲಿ ಉತ್ತರಿಸುತ್ತೇವೆ.`,
    keywords: ["ಗೌಪ್ಯತೆ", "ಗೌಪ್ಯತಾ ನೀತಿ", "ನೀತಿ", "ನನ್ನ ಮಾಹಿತಿ", "ಡೇಟಾ", "ಅಳಿಸು", "ಎಷ್ಟು ದಿನ ಇಟ್ಟುಕೊಳ್ತೀರಾ", "ಚಾಟ್", "privacy", "gaupyate", "nanna mahiti", "data", "delete", "alisi"],
  },
  terms: {
    title: "ಸೇವೆಯ ನಿಯಮಗಳು",
    text: `ನಮ್ಮ ವೆಬ್‌ಸೈಟ್, ಚಾಟ್, ಕೈಪಿಡಿಗಳು ಮತ್ತು ಮಣ್ಣು ಪರೀಕ್ಷಾ ಸೇವೆಗಳ ನಿಯಮಗಳು /terms-of-service ಪುಟದಲ್ಲಿವೆ.`,
    keywords: ["ನಿಯಮ", "ನಿಯಮಗಳು", "ಷರತ್ತು", "niyama", "sharattu", "terms"],
  },
};

export const knowledgeKn: KnowledgeLanguage = {
  script: "Kannada",
  entries,
  lexicon: {
    stopWords: [
      // Kannada script: question words, pronouns, endings written apart, helpers and politeness
      "ಏನು", "ಏನೇನು", "ಏನ್", "ಯಾವ", "ಯಾವುದು", "ಹೇಗೆ", "ಹೆಂಗೆ", "ಎಷ್ಟು", "ಇದೆ", "ಇದೆಯಾ", "ಇದೆಯೇ", "ಇದ್ಯಾ", "ಇವೆ", "ಇರುತ್ತೆ", "ಇರುತ್ತಾ",
      "ಇರುತ್ತದೆ", "ಆಗುತ್ತೆ", "ಆಗುತ್ತಾ", "ಆಗುತ್ತದೆ", "ಆಗುತ್ತವೆ", "ಬೇಕು", "ಬೇಕಾ", "ಬೇಕೇ", "ನಾನು", "ನಾವು", "ನನಗೆ", "ನಂಗೆ", "ನನ್ನ",
      "ನಮ್ಮ", "ನಮಗೆ", "ನೀವು", "ನಿಮ್ಮ", "ನಿಮಗೆ", "ನಿಮ್ಗೆ", "ಮತ್ತು", "ಅಥವಾ", "ಕೂಡ", "ಸಹ", "ಈ", "ಆ", "ಅದು", "ಇದು", "ಅದನ್ನು",
      "ಇದನ್ನು", "ಒಂದು", "ಸ್ವಲ್ಪ", "ದಯವಿಟ್ಟು", "ಹೇಳಿ", "ತಿಳಿಸಿ", "ಬಗ್ಗೆ", "ಗೆ", "ಅಂತ", "ಅಂದರೆ", "ಅಂದ್ರೆ", "ಮಾಡಬೇಕು", "ಮಾಡ್ಬೇಕು",
      "ಮಾಡಿ", "ಮಾಡೋದು", "ಮಾಡುವುದು", "ಮಾಡ್ತೀರಾ", "ಮಾಡುತ್ತೀರಾ", "ಮಾಡ್ತೀರಿ", "ಮಾಡಬಹುದು", "ಮಾಡಬಹುದಾ", "ಮಾಡಿದ್ರೆ", "ಮಾಡಿದರೆ",
      "ಕೊಡಿ", "ಕೊಡ್ತೀರಾ", "ಕೊಡುತ್ತೀರಾ", "ಸಿಗುತ್ತೆ", "ಸಿಗುತ್ತಾ", "ಸಿಗುತ್ತದೆ", "ಬರುತ್ತೆ", "ಬರುತ್ತಾ", "ಬರುತ್ತದೆ", "ಸಾರ್", "ಸರ್",
      "ಮೇಡಂ", "ಅಣ್ಣ", "ಅಕ್ಕ", "ಹೌದು", "ಇಲ್ಲ", "ಇಲ್ವಾ", "ಅಲ್ವಾ", "ಅಲ್ಲಿ", "ಇಲ್ಲಿ", "ಏನಾದರೂ", "ಏನಾದ್ರು", "ಯಾರು", "ಯಾರಾದರೂ",
      "ತಾನೇ", "ಅಲ್ಲ", "ಜೊತೆ", "ಜೊತೆಗೆ", "ಕೇಳ್ತಿದ್ದೀನಿ", "ಗೊತ್ತಿಲ್ಲ", "ಗೊತ್ತಾ", "ಬೇಗ", "ಈಗ", "ನಾನ್",
      // romanised, as it is typed
      "enu", "yenu", "en", "yen", "yava", "yaava", "yav", "yavdu", "yavudu", "hege", "henge", "eshtu", "estu", "ide", "ideya", "idya",
      "idiya", "ideye", "ive", "irutte", "irutta", "irutade", "agutte", "aagutte", "agatte", "aagatte", "agutta", "aagutta", "beku",
      "beka", "beke", "naanu", "nanu", "naavu", "navu", "nange", "nanage", "nanna", "namma", "namge", "namage", "neevu", "nivu", "nimma",
      "nimge", "nimage", "mattu", "athava", "athva", "kooda", "saha", "ee", "aa", "adu", "idu", "ondu", "swalpa", "dayavittu", "heli",
      "tilisi", "bagge", "ge", "anta", "antha", "andre", "madbeku", "maadbeku", "madi", "maadi", "madodu", "maadodu", "madtira",
      "maadtira", "madtiri", "madbahuda", "madbahudu", "madidre", "kodi", "kodtira", "sigutte", "sigutta", "barutte", "barutta",
      "sir", "saar", "madam", "anna", "akka", "houdu", "houdu", "illa", "ilva", "alva", "alli", "illi", "yaru", "yaaru", "enadru",
      "bahuda", "bahudu", "jote", "jotege", "gottilla", "gotta", "iga", "eega",
    ],
    concepts: {
      // The search words' case forms, read as the plain word.
      ...lemmas(entries),
      // Kannada words, each with its case forms (ಪರೀಕ್ಷೆ, ಪರೀಕ್ಷೆಗೆ, ಪರೀಕ್ಷೆಯಲ್ಲಿ …).
      ...topics({
        price: ["ದರ", "ಬೆಲೆ", "ರೇಟ್", "ಫೀಸ್", "ಫೀ", "ಶುಲ್ಕ", "ಖರ್ಚು", "ದುಡ್ಡು", "ಹಣ", "ರೂಪಾಯಿ", "ಚಾರ್ಜ್", "ಖರ್ಚೆಷ್ಟು", "ಖರ್ಚಾಗುತ್ತೆ", "ಖರ್ಚಾಗುತ್ತದೆ", "ಎಷ್ಟಾಗುತ್ತೆ", "ಎಷ್ಟಾಗುತ್ತದೆ", "ಎಷ್ಟಾಗತ್ತೆ", "ಉಚಿತ", "ಫ್ರೀ"],
        time: ["ಸಮಯ", "ಹೊತ್ತು", "ಟೈಮ್", "ಟೈಂ", "ನಿಮಿಷ", "ಯಾವಾಗ"],
        test: ["ಪರೀಕ್ಷೆ", "ಪರೀಕ್ಷಾ", "ಪರೀಕ್ಷಿಸು", "ಪರೀಕ್ಷಿಸಲು", "ಟೆಸ್ಟ್", "ತಪಾಸಣೆ", "ಚೆಕ್"],
        soil: ["ಮಣ್ಣು", "ಭೂಮಿ", "ನೆಲ"],
        sample: ["ಮಾದರಿ", "ಸ್ಯಾಂಪಲ್"],
        depth: ["ಆಳ", "ಇಂಚು", "ಇಂಚ್"],
        report: ["ರಿಪೋರ್ಟ್", "ವರದಿ"],
        result: ["ಫಲಿತಾಂಶ", "ರಿಸಲ್ಟ್"],
        clinic: ["ಕ್ಲಿನಿಕ್", "ಕೇಂದ್ರ", "ಸೆಂಟರ್", "ಲ್ಯಾಬ್"],
        where: ["ಎಲ್ಲಿ", "ಎಲ್ಲಿದೆ", "ಎಲ್ಲೆಲ್ಲಿ", "ಎಲ್ಲಿದ್ದೀರಾ"],
        nearby: ["ಹತ್ತಿರ", "ಹತ್ರ", "ಸಮೀಪ", "ಹತ್ತಿರದ"],
        state: ["ರಾಜ್ಯ"],
        office: ["ಆಫೀಸ್", "ಕಚೇರಿ"],
        city: ["ಊರು", "ನಗರ", "ಪಟ್ಟಣ"],
        device: ["ಯಂತ್ರ", "ಮಷಿನ್", "ಮೆಷಿನ್", "ಮಶೀನ್", "ಉಪಕರಣ"],
        rent: ["ಬಾಡಿಗೆ"],
        buy: ["ಖರೀದಿ", "ಕೊಳ್ಳು", "ಕೊಳ್ಳೋದು"],
        kit: ["ಕಿಟ್"],
        sachet: ["ಸ್ಯಾಶೆ", "ಪೊಟ್ಟಣ", "ಪೌಚ್"],
        start: ["ಶುರು", "ಆರಂಭ", "ತೆರೆಯೋದು", "ತೆರೆಯುವುದು", "ತೆರೆಯಲು", "ತೆರೆಯೋಕೆ"],
        income: ["ಆದಾಯ", "ಸಂಪಾದನೆ", "ಗಳಿಕೆ", "ಕಮಾಯಿ", "ಸಂಬಳ"],
        profit: ["ಲಾಭಾಂಶ", "ನಫಾ"],
        investment: ["ಬಂಡವಾಳ", "ಹೂಡಿಕೆ"],
        back: ["ವಾಪಸ್", "ವಾಪಾಸ್", "ವಾಪಸ್ಸು"],
        yield: ["ಇಳುವರಿ", "ಫಸಲು", "ಉತ್ಪಾದನೆ"],
        benefits: ["ಲಾಭ", "ಉಪಯೋಗ", "ಪ್ರಯೋಜನ"],
        savings: ["ಉಳಿತಾಯ", "ಉಳಿಯುತ್ತೆ", "ಉಳಿಯುತ್ತದೆ", "ಉಳಿಸಬಹುದು"],
        fertilizer: ["ಗೊಬ್ಬರ", "ರಸಗೊಬ್ಬರ", "ಯೂರಿಯಾ"],
        advice: ["ಸಲಹೆ", "ಶಿಫಾರಸು"],
        crop: ["ಬೆಳೆ"],
        women: ["ಮಹಿಳೆ", "ಮಹಿಳೆಯರು", "ಹೆಂಗಸರು"],
        didi: ["ದೀದಿ"],
        partnership: ["ಪಾಲುದಾರಿಕೆ", "ಪಾಲುದಾರ", "ಪಾರ್ಟ್ನರ್"],
        farmer: ["ರೈತ", "ರೈತರು", "ರೈತರಿಗೆ", "ರೈತರನ್ನು", "ರೈತರನ್ನ", "ರೈತರ"],
        contact: ["ಸಂಪರ್ಕ"],
        phone: ["ಫೋನ್", "ಕಾಲ್"],
        number: ["ನಂಬರ್"],
        email: ["ಇಮೇಲ್", "ಈಮೇಲ್", "ಮೇಲ್"],
        open: ["ತೆರೆದಿರುತ್ತೆ", "ತೆಗೆದಿರುತ್ತೆ", "ತೆರೆದಿರುತ್ತಾ", "ತೆಗೆದಿರುತ್ತಾ", "ಓಪನ್"],
        closed: ["ರಜೆ", "ರಜಾ", "ಬಂದ್", "ಮುಚ್ಚಿರುತ್ತೆ"],
        hours: ["ಟೈಮಿಂಗ್", "ಟೈಮಿಂಗ್ಸ್"],
        sunday: ["ಭಾನುವಾರ"],
        saturday: ["ಶನಿವಾರ"],
        reply: ["ಉತ್ತರ", "ರಿಪ್ಲೈ", "ಜವಾಬು"],
      }),
      // Phrases (read before their words) and the words as they are typed in Latin letters.
      "ಎಷ್ಟು ದುಡ್ಡು": "price", "ಎಷ್ಟು ಹಣ": "price", "ಎಷ್ಟು ಖರ್ಚು": "price", "ಎಷ್ಟು ರೂಪಾಯಿ": "price",
      "ಎಷ್ಟು ಹೊತ್ತು": "time", "ಎಷ್ಟು ಸಮಯ": "time", "ಎಷ್ಟು ದಿನ": "time", "ಎಷ್ಟು ಆಳ": "depth",
      "ಎಷ್ಟು ಸಲ": "often", "ಎಷ್ಟು ಬಾರಿ": "often", "ಎಷ್ಟು ಸರ್ತಿ": "often",
      "ಎಷ್ಟು ಗಂಟೆಗೆ": "open", "ಎಷ್ಟು ಗಂಟೆವರೆಗೆ": "closed", "ಸಾಯಿಲ್ ದೀದಿ": "didi",
      "ಏನೇನು ಸಿಗುತ್ತೆ": "contents", "ಏನೇನು ಇರುತ್ತೆ": "contents", "ಏನೇನು ಕೊಡ್ತೀರಾ": "contents",
      dara: "price", bele: "price", rate: "price", fees: "price", fee: "price", kharchu: "price", karchu: "price", kharch: "price",
      duddu: "price", dudd: "price", hana: "price", rupayi: "price", rupaye: "price", eshtagutte: "price", estagutte: "price",
      eshtaagutte: "price", charge: "price", uchita: "price", "eshtu duddu": "price", "eshtu hana": "price", "eshtu kharchu": "price",
      samaya: "time", hottu: "time", time: "time", nimisha: "time", yavaga: "time", yaavaga: "time", "eshtu hottu": "time",
      "eshtu dina": "time", "eshtu time": "time",
      pariksha: "test", pareeksha: "test", parikshe: "test", pariksheg: "test", parikshege: "test", test: "test", testge: "test",
      check: "test", chek: "test", tapasane: "test",
      mannu: "soil", mannina: "soil", mannalli: "soil", mannige: "soil", bhoomi: "soil", bhumi: "soil",
      madari: "sample", sample: "sample", sampal: "sample", samplege: "sample", sampalge: "sample",
      aala: "depth", ala: "depth", inch: "depth", inchu: "depth", "eshtu aala": "depth",
      "eshtu sala": "often", "eshtu bari": "often", "estu sala": "often",
      report: "report", varadi: "report", result: "result", phalitamsha: "result",
      clinic: "clinic", kendra: "clinic", kendragalu: "clinic", kendradalli: "clinic", clinicgalu: "clinic", center: "clinic", centre: "clinic", lab: "clinic",
      elli: "where", ellide: "where", ellellide: "where", hattira: "nearby", hatra: "nearby", samipa: "nearby",
      rajya: "state", rajyagalalli: "state", office: "office", afis: "office", kacheri: "office",
      ooru: "city", uru: "city", oorlli: "city", nagara: "city",
      yantra: "device", machine: "device", mashin: "device", meshin: "device", badige: "rent", badigege: "rent",
      kharidi: "buy", kollodu: "buy", kit: "kit", pottana: "sachet", pouch: "sachet", sachet: "sachet",
      shuru: "start", arambha: "start", tereyodu: "start",
      adaya: "income", aadaya: "income", sampadane: "income", galike: "income", kamayi: "income", sambala: "income",
      bandavala: "investment", hoodike: "investment", vapas: "back", vaapas: "back",
      iluvari: "yield", ilvari: "yield", phasalu: "yield", fasalu: "yield", labha: "benefits", laabha: "benefits", upayoga: "benefits",
      ulitaya: "savings", uliyutte: "savings", gobbara: "fertilizer", gobbar: "fertilizer", urea: "fertilizer", yuriya: "fertilizer",
      salahe: "advice", mahile: "women", "soil didi": "didi", didi: "didi", paludarike: "partnership",
      raita: "farmer", raitha: "farmer", raitaru: "farmer", raitharu: "farmer",
      samparka: "contact", nambar: "number", imel: "email", "eshtu gantege": "open",
      raje: "closed", rajena: "closed", timing: "hours", timings: "hours", bhanuvara: "sunday", shanivara: "saturday", uttara: "reply",
    },
    markers: ["ಇದೆ", "ಏನು", "ಹೇಗೆ", "ಎಷ್ಟು", "ಮತ್ತು", "ನಿಮ್ಮ", "ನನ್ನ", "ಬೇಕು", "ಆಗುತ್ತೆ", "ಇರುತ್ತೆ", "ಎಲ್ಲಿ", "ಯಾವಾಗ", "ಯಾವ"],
    romanisedMarkers: [
      "eshtu", "estu", "enu", "yenu", "hege", "henge", "ide", "ideya", "idya", "idiya", "beku", "beka", "madbeku", "maadbeku", "agutte",
      "aagutte", "agatte", "irutte", "irutta", "nimma", "nanna", "nange", "namma", "yavaga", "yaavaga", "elli", "ellide", "kodi", "heli",
      "illa", "alli", "inda", "andre", "madi", "madodu", "madtira", "madtiri", "bahuda", "bahudu", "sigutte", "barutte", "yavdu", "yava",
      "yaru", "yaaru", "tilisi", "swalpa", "mattu", "athava", "haakbeku", "hakbeku", "agodu", "eshtagutte",
    ],
    greetings: ["namaskara", "namaskar", "namaskaara", "ನಮಸ್ಕಾರ", "ನಮಸ್ತೆ", "ಹಲೋ", "ನಮಸ್ಕಾರಗಳು"],
    thanks: ["dhanyavada", "dhanyavadagalu", "dhanyavaada", "ಧನ್ಯವಾದ", "ಧನ್ಯವಾದಗಳು", "ಥ್ಯಾಂಕ್ಸ್", "ಸರಿ", "ಆಯ್ತು", "ಓಕೆ", "sari", "aytu"],
  },
  replies: {
    topics: (programme) =>
      `ಮಣ್ಣು ಪರೀಕ್ಷೆಯ ದರ, ಪರೀಕ್ಷೆಯ ಸಮಯ ಮತ್ತು ಪರೀಕ್ಷಿಸುವ ಅಂಶಗಳು, ಮಣ್ಣಿನ ಮಾದರಿ ತೆಗೆಯುವ ವಿಧಾನ, ಹತ್ತಿರದ ಕ್ಲಿನಿಕ್, ನಮ್ಮ ಸೇವೆಗಳು, ` +
      `ಯಂತ್ರ ಕೊಳ್ಳುವುದು ಅಥವಾ ಬಾಡಿಗೆಗೆ ಪಡೆಯುವುದು, ನಿಮ್ಮದೇ ಮಣ್ಣು ಕ್ಲಿನಿಕ್ ತೆರೆಯುವುದು, ${programme} ಆಗುವುದು, ಪಾಲುದಾರಿಕೆ ಮತ್ತು CSR, ಮತ್ತು ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸುವುದು`,
    empty: (name) =>
      `${name ? `${name} ಅವರೇ, ` : ""}ದಯವಿಟ್ಟು ನಿಮ್ಮ ಪ್ರಶ್ನೆ ಬರೆಯಿರಿ. ಉದಾ: "ಮಣ್ಣು ಪರೀಕ್ಷೆ ಹೇಗೆ ಮಾಡಿಸುವುದು?" ಅಥವಾ "ಪರೀಕ್ಷೆಗೆ ಎಷ್ಟು ಖರ್ಚು?"`,
    greeting: (name, assistantName, topics) =>
      `ನಮಸ್ಕಾರ${name ? ` ${name} ಅವರೇ` : ""}! ನಾನು ${assistantName}. ಈ ವಿಷಯಗಳಲ್ಲಿ ನಿಮಗೆ ಸಹಾಯ ಮಾಡಬಲ್ಲೆ: ${topics}. ನಿಮಗೆ ಏನು ತಿಳಿಯಬೇಕು?`,
    thanks: (name, phone, email) =>
      `ಧನ್ಯವಾದ${name ? ` ${name} ಅವರೇ` : ""}! ಬೇರೆ ಪ್ರಶ್ನೆ ಇದ್ದರೆ ಕೇಳಿ. ನಮ್ಮ ತಂಡದ ಜೊತೆ ${phone} ಅಥವಾ ${email} ಮೂಲಕವೂ ಮಾತಾಡಬಹುದು.`,
    fallback: ({ name, phones, email, hours, topics, contactPath }) =>
      `ಕ್ಷಮಿಸಿ${name ? ` ${name} ಅವರೇ` : ""}, ಇದಕ್ಕೆ ಉತ್ತರ ನನ್ನ ಬಳಿ ಇಲ್ಲ. ` +
      `ನಮ್ಮ ತಂಡ ಸಹಾಯ ಮಾಡುತ್ತದೆ: ${phones} ಗೆ ಫೋನ್ ಮಾಡಿ, ${email} ಗೆ ಇಮೇಲ್ ಮಾಡಿ, ಅಥವಾ ${contactPath} ಪುಟದ ಫಾರ್ಮ್ ಮೂಲಕ ಬರೆಯಿರಿ. ` +
      `ಕೆಲಸದ ಸಮಯ: ${hours}. ` +
      `ನಾನು ಇವುಗಳಿಗೆ ಉತ್ತರಿಸಬಲ್ಲೆ: ${topics}.`,
    more: (paths, phone) => `ಪೂರ್ತಿ ಮಾಹಿತಿ: ${paths.join(" ಮತ್ತು ")}. ಸಹಾಯಕ್ಕೆ ${phone} ಗೆ ಫೋನ್ ಮಾಡಿ.`,
    callbackOffer:
      "ನಿಮ್ಮ ಎರಡು ಪ್ರಶ್ನೆಗಳಿಗೆ ನನಗೆ ಉತ್ತರ ಕೊಡಲು ಆಗಲಿಲ್ಲ, ಹಾಗಾಗಿ ನಮ್ಮ ತಂಡದವರು ನಿಮಗೆ ಫೋನ್ ಮಾಡಿದರೆ ಒಳ್ಳೆಯದು. " +
      "ಕೆಳಗೆ \"ನನಗೆ ಫೋನ್ ಮಾಡಿ\" ಒತ್ತಿ, ಕೆಲಸದ ಸಮಯದಲ್ಲಿ ನಿಮಗೆ ಅನುಕೂಲದ ಸಮಯ ಆರಿಸಿ, ನಾವು ಫೋನ್ ಮಾಡುತ್ತೇವೆ.",
    contactTitle: "ನಮ್ಮನ್ನು ಸಂಪರ್ಕಿಸಿ",
    clinicsIn: (place, clinics) => `${place} ನಲ್ಲಿ ನಮ್ಮ ಕ್ಲಿನಿಕ್‌ಗಳು: ${clinics.join("; ")}. ಪರೀಕ್ಷೆ ಬುಕ್ ಮಾಡಲು ಕ್ಲಿನಿಕ್ ಹುಡುಕಿ ಪುಟ ನೋಡಿ.`,
    noClinicIn: (place) =>
      `${place} ನಲ್ಲಿ ಇನ್ನೂ ನಮ್ಮ ಕ್ಲಿನಿಕ್ ಇಲ್ಲ. ಕ್ಲಿನಿಕ್ ಹುಡುಕಿ ಪುಟದಲ್ಲಿ ಪ್ರತಿ ರಾಜ್ಯದ ಕ್ಲಿನಿಕ್‌ಗಳಿವೆ; ನೀವೇ ಕ್ಲಿನಿಕ್ ತೆರೆಯಬಹುದು (/start-clinic ಪುಟ ನೋಡಿ) ಅಥವಾ ನಿಮ್ಮ ಹಳ್ಳಿಗೆ ಪರೀಕ್ಷೆ ತರಲು ನಮಗೆ ಹೇಳಬಹುದು.`,
    nearestTo: (place, clinics) =>
      `${place} ನಲ್ಲಿ ಇನ್ನೂ ನಮ್ಮ ಕ್ಲಿನಿಕ್ ಇಲ್ಲ. ಹತ್ತಿರದ ಕ್ಲಿನಿಕ್‌ಗಳು: ${clinics.map((c) => `${c.line} (ಸುಮಾರು ${c.km} ಕಿ.ಮೀ. ದೂರ)`).join("; ")}. ಕ್ಲಿನಿಕ್ ಹುಡುಕಿ ಪುಟದಲ್ಲಿ ಅವುಗಳನ್ನು ನಕ್ಷೆಯಲ್ಲಿ ನೋಡಿ, ಅಲ್ಲೇ ಪರೀಕ್ಷೆ ಬುಕ್ ಮಾಡಿ.`,
  },
};
