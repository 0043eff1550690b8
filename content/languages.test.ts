import { describe, expect, it } from "vitest";
import { defaultLocale, inScript, languageNames, languages, scripts, type Locale, type ScriptName } from "./i18n.ts";
import { packs } from "./packs.ts";
import { site } from "./site.ts";
import { partners } from "./partners.ts";

/**
 * Every registered language but English: its pack has the English pack's
 * shape (the type checker already fails a missing key), keeps its addresses,
 * ids, icons and figures, leaves no English text untranslated, and writes its
 * words in its own script (the blocks content/i18n.ts declares for it).
 * Adding a language's line to content/i18n.ts puts it under these checks.
 */

const english = packs[defaultLocale];
const others = languages.filter((l) => l.code !== defaultLocale);

/** Values that are not prose: addresses, ids, icon and enum names, file names. Kept identical to English. */
const codeKeys = new Set(["to", "href", "id", "icon", "src", "type", "category", "language", "categories", "languages", "status", "trend", "file", "defaultImage", "fallbackImage", "path"]);
/**
 * Values each language has its own of, neither prose nor the same as English: an SMS's DLT
 * template id, and the short forms its speakers write for states (different states, in any script).
 */
const ownKeys = new Set(["dltTemplateId", "stateShortNames"]);

/** Names that stay in Latin letters in every language: brands, organisations, publications, common acronyms. */
const brandNames = [
  site.legalName, site.assistantName, site.brandName, site.programmeName,
  ...partners.map((p) => p.name),
  "Krishi Samachar", "The Business Ledger", "Seedfund Ventures", "Market Pulse", "BioNest Incubator",
  "Narmada Valley FPO", "Green Furrow Foundation", "Rural Women Rising Trust", "Mitti Foundation", "Soil Intelligence Platform",
  "Schedule VII", "sitemap.xml", "WhatsApp",
];
const acronyms = ["CSR", "NGO", "FPO", "GST", "AI", "DAP", "PDF", "pH", "EC", "HTTPS", "IP", "CEO", "CTO", "CO", "mg", "kg", "cm", "mm", "g", "t", "ha", "m", "C", "N",
  // Fertiliser names and chemical formulas in the guides, printed the same on the bag in every language.
  "P2O5", "K2O", "NPK", "SSP", "MOP", "PSB", "Ca", "S", "Zn", "dS"];
const siteValues = [
  ...Object.values(site.emails), ...site.phones.map((p) => p.display),
  ...Object.values(site.offices).flatMap((o) => [...o.lines, o.city, o.postalCode]),
];

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const stripPattern = new RegExp(
  [
    ...[...siteValues, ...brandNames].sort((a, b) => b.length - a.length).map(escape),
    "https?:\\/\\/\\S+", "[\\w.+-]+@[\\w.-]+", "(?<![\\p{L}\\p{M}\\p{N}_])\\/[\\w\\-/#.?=&]*", "\\{\\w+\\}",
    `\\b(?:${acronyms.map(escape).join("|")})\\b`,
  ].join("|"),
  "gu",
);

/**
 * A text's letters in the script and in any other (Latin, another Indian
 * script), once names, addresses, figures and acronyms are left out (a
 * letter's vowel signs count with it).
 */
function letters(text: string, script: ScriptName): { own: number; latin: number } {
  const rest = text.replace(stripPattern, " ");
  let own = 0;
  let latin = 0;
  for (const ch of rest) {
    if (!/[\p{L}\p{M}]/u.test(ch)) continue;
    if (inScript(ch, script)) own++;
    else latin++;
  }
  return { own, latin };
}

/** Sample arguments for texts written as functions (counts, names, durations); a name as a placeholder, which belongs to no script. */
const sampleArgs: unknown[][] = [[1, 1, 1], [12, 20, 240], ["{name}", "{name}"]];

interface Text { path: string; text: string; en: unknown }
interface Mismatch { path: string; value: unknown; en: unknown }

/** A link to this language's print of an English guide (`/downloads/x.pdf` → `/downloads/x.hi.pdf`). */
const isGuideIn = (code: string) => (value: unknown, en: unknown) =>
  typeof value === "string" && typeof en === "string" && /^\/downloads\/[\w-]+\.pdf$/.test(en) && value === en.replace(/\.pdf$/, `.${code}.pdf`);
type Guide = ReturnType<typeof isGuideIn> & { code: Locale };
const guideOf = (code: Locale): Guide => Object.assign(isGuideIn(code), { code });

/** Walks a language's value beside the English one, collecting texts and differences of shape or code values. */
function walk(value: unknown, en: unknown, path: string, texts: Text[], mismatches: Mismatch[], guide: Guide, key = ""): void {
  if (ownKeys.has(key)) return;
  // `filters.type` or `headings.status` are labels that happen to share a name with a code field
  if (codeKeys.has(key) && !/\.(filters|headings)\.\w+$/.test(path)) {
    if (JSON.stringify(value) !== JSON.stringify(en) && !guide(value, en)) mismatches.push({ path, value, en });
    return;
  }
  if (typeof value === "string") {
    texts.push({ path, text: value, en });
  } else if (typeof value === "function") {
    for (const args of sampleArgs) {
      const enText = typeof en === "function" ? (en as (...a: unknown[]) => unknown)(...args) : undefined;
      walk((value as (...a: unknown[]) => unknown)(...args), enText, `${path}(${args.join(",")})`, texts, mismatches, guide);
    }
  } else if (Array.isArray(value)) {
    if (!Array.isArray(en) || en.length !== value.length) mismatches.push({ path: `${path}.length`, value: value.length, en: Array.isArray(en) ? en.length : en });
    value.forEach((v, i) => walk(v, Array.isArray(en) ? en[i] : undefined, `${path}[${i}]`, texts, mismatches, guide));
  } else if (typeof value === "object" && value !== null) {
    const enObj = (typeof en === "object" && en !== null ? en : {}) as Record<string, unknown>;
    // A resource that links to this language's guide is in this language (the language filter finds it); every other one keeps its language.
    let obj = value as Record<string, unknown>;
    if ("language" in obj && guide((obj.link as { to?: unknown } | undefined)?.to, (enObj.link as { to?: unknown } | undefined)?.to)) {
      if (obj.language !== languageNames[guide.code]) mismatches.push({ path: `${path}.language`, value: obj.language, en: languageNames[guide.code] });
      obj = { ...obj, language: enObj.language };
    }
    const keys = Object.keys(obj).sort().join();
    if (keys !== Object.keys(enObj).sort().join()) mismatches.push({ path: `${path} keys`, value: keys, en: Object.keys(enObj).sort().join() });
    for (const [k, v] of Object.entries(obj)) walk(v, enObj[k], `${path}.${k}`, texts, mismatches, guide, k);
  }
}

/** Texts left in English, copied from English, or mostly in Latin letters rather than the language's script. */
function problems(texts: Text[], script: ScriptName): string[] {
  const out: string[] = [];
  for (const { path, text, en } of texts) {
    const { own, latin } = letters(text, script);
    if (own + latin === 0) continue; // a figure, an address or a name only
    if (text === en) out.push(`${path}: same as English: ${JSON.stringify(text)}`);
    else if (own / (own + latin) < 0.6) out.push(`${path}: only ${Math.round((100 * own) / (own + latin))}% ${script}: ${JSON.stringify(text)}`);
  }
  return out;
}

/** Every number of the English text appears in the translated one. */
function missingFigures(texts: Text[]): string[] {
  const out: string[] = [];
  for (const { path, text, en } of texts) {
    if (typeof en !== "string") continue;
    for (const figure of en.match(/\d[\d,.]*\d|\d/g) ?? []) {
      if (!text.includes(figure)) out.push(`${path}: ${figure} missing from ${JSON.stringify(text)}`);
    }
  }
  return out;
}

describe("the language checks themselves", () => {
  const t = (text: string, en: string) => ({ path: "x", text, en });

  it("catch English, copied and mostly-Latin texts and let figures, names and addresses through", () => {
    expect(problems([t("Find a Clinic", "Find a Clinic")], "Devanagari")).toHaveLength(1);
    expect(problems([t("Find your clinic", "Find a Clinic")], "Devanagari")).toHaveLength(1);
    expect(problems([t("Clinic Finder क्लिनिक", "Find a Clinic")], "Devanagari")).toHaveLength(1);
    expect(problems([t("क्लिनिक खोजें", "Find a Clinic")], "Devanagari")).toEqual([]);
    expect(problems([t("₹300-₹500", "₹300-₹500"), t(site.emails.info, site.emails.info), t("CSR", "CSR")], "Devanagari")).toEqual([]);
    expect(problems([t(`${site.brandName} का होम पेज`, `${site.brandName} home`), t("/find-clinic", "/find-clinic")], "Devanagari")).toEqual([]);
    expect(missingFigures([t("₹300 में", "₹300-₹500 per sample")])).toHaveLength(1);
  });

  it("count letters by the language's script: Devanagari is not Telugu", () => {
    expect(problems([t("క్లినిక్ వెతకండి", "Find a Clinic")], "Telugu")).toEqual([]);
    expect(problems([t("क्लिनिक खोजें", "Find a Clinic")], "Telugu")).toHaveLength(1);
    expect(problems([t("ਕਲੀਨਿਕ ਲੱਭੋ", "Find a Clinic")], "Gurmukhi")).toEqual([]);
  });

  it("know a translated guide's address from any other", () => {
    expect(isGuideIn("gu")("/downloads/soil-health-booklet.gu.pdf", "/downloads/soil-health-booklet.pdf")).toBe(true);
    expect(isGuideIn("gu")("/downloads/soil-health-booklet.hi.pdf", "/downloads/soil-health-booklet.pdf")).toBe(false);
  });
});

describe("the registry", () => {
  it("names each language once, with its own tag, a script that has blocks, and a name in that script", () => {
    expect(new Set(languages.map((l) => l.code)).size).toBe(languages.length);
    for (const l of languages) {
      expect(l.tag.split("-")[0], l.code).toBe(l.code);
      expect(scripts[l.script].ranges.length, l.code).toBeGreaterThan(0);
      expect([...l.name].filter((c) => /\p{L}/u.test(c)).every((c) => inScript(c, l.script)), `${l.code}: ${l.name}`).toBe(true);
    }
  });

  it("gives every language's SMS its own DLT template id", () => {
    const ids = languages.flatMap((l) => Object.values(packs[l.code].smsTexts).map((t) => t.dltTemplateId));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });
});

describe.each(others)("$name ($code) copy", ({ code, script }) => {
  const texts: Text[] = [];
  const mismatches: Mismatch[] = [];
  walk(packs[code], english, code, texts, mismatches, guideOf(code));

  it("finds the pack's texts", () => {
    expect(texts.length).toBeGreaterThan(1000);
  });

  it(`is written in ${script}, not left in English`, () => {
    expect(problems(texts, script)).toEqual([]);
  });

  it("keeps the English shape, addresses, ids and icons", () => {
    expect(mismatches).toEqual([]);
  });

  it("keeps every figure of the English text", () => {
    expect(missingFigures(texts)).toEqual([]);
  });
});
