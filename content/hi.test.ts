import { describe, expect, it } from "vitest";
import { locales } from "./i18n.ts";
import { site } from "./site.ts";
import { partners } from "./partners.ts";

/**
 * The Hindi site: every `Localized` record's Hindi entry is written in Hindi
 * (Devanagari), keeps the English entry's addresses, ids, icons and figures,
 * and is not a copy of the English text.
 */

const modules = import.meta.glob<Record<string, unknown>>(["./*.ts", "!./*.test.ts"], { eager: true });

type Record_ = { en: unknown; hi: unknown };
const isLocalized = (v: unknown): v is Record_ =>
  typeof v === "object" && v !== null && !Array.isArray(v) && Object.keys(v).sort().join() === [...locales].sort().join();

const records: [string, Record_][] = Object.entries(modules).flatMap(([file, mod]) =>
  Object.entries(mod)
    .filter(([, v]) => isLocalized(v))
    .map(([name, v]) => [`${file.replace("./", "")}:${name}`, v as Record_] as [string, Record_]),
);

/** Values that are not prose: addresses, ids, icon and enum names, file names. Kept identical to English. */
const codeKeys = new Set(["to", "href", "id", "icon", "src", "type", "category", "language", "categories", "languages", "status", "trend", "file", "defaultImage", "fallbackImage", "path"]);

/** Names that stay in Latin letters on Hindi pages: brands, organisations, publications, common acronyms. */
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
    "https?:\\/\\/\\S+", "[\\w.+-]+@[\\w.-]+", "(?<![\\w\\u0900-\\u097F])\\/[\\w\\-/#.?=&]*", "\\{\\w+\\}",
    `\\b(?:${acronyms.map(escape).join("|")})\\b`,
  ].join("|"),
  "g",
);

function letters(text: string): { devanagari: number; latin: number } {
  const rest = text.replace(stripPattern, " ");
  return {
    devanagari: (rest.match(/[\u0900-\u0963\u0971-\u097F]/g) ?? []).length,
    latin: (rest.match(/[A-Za-z]/g) ?? []).length,
  };
}

/** Sample arguments for texts written as functions (counts, names, durations). */
const sampleArgs: unknown[][] = [[1, 1, 1], [12, 20, 240], ["रीना देवी", "रीना देवी"]];

interface Text { path: string; hi: string; en: unknown }
interface Mismatch { path: string; hi: unknown; en: unknown }

/** Walks the Hindi value beside the English one, collecting texts and differences of shape or code values. */
function walk(hi: unknown, en: unknown, path: string, texts: Text[], mismatches: Mismatch[], key = ""): void {
  // `filters.type` or `headings.status` are labels that happen to share a name with a code field
  if (codeKeys.has(key) && !/\.(filters|headings)\.\w+$/.test(path)) {
    if (JSON.stringify(hi) !== JSON.stringify(en) && !isHindiGuide(hi, en)) mismatches.push({ path, hi, en });
    return;
  }
  if (typeof hi === "string") {
    texts.push({ path, hi, en });
  } else if (typeof hi === "function") {
    for (const args of sampleArgs) {
      const enText = typeof en === "function" ? (en as (...a: unknown[]) => unknown)(...args) : undefined;
      walk((hi as (...a: unknown[]) => unknown)(...args), enText, `${path}(${args.join(",")})`, texts, mismatches);
    }
  } else if (Array.isArray(hi)) {
    if (!Array.isArray(en) || en.length !== hi.length) mismatches.push({ path: `${path}.length`, hi: hi.length, en: Array.isArray(en) ? en.length : en });
    hi.forEach((v, i) => walk(v, Array.isArray(en) ? en[i] : undefined, `${path}[${i}]`, texts, mismatches));
  } else if (typeof hi === "object" && hi !== null) {
    const enObj = (typeof en === "object" && en !== null ? en : {}) as Record<string, unknown>;
    // A resource that links to a Hindi guide is a Hindi resource (the language filter finds it); every other one keeps its language.
    let obj = hi as Record<string, unknown>;
    if ("language" in obj && isHindiGuide((obj.link as { to?: unknown } | undefined)?.to, (enObj.link as { to?: unknown } | undefined)?.to)) {
      if (obj.language !== "Hindi") mismatches.push({ path: `${path}.language`, hi: obj.language, en: "Hindi" });
      obj = { ...obj, language: enObj.language };
    }
    const keys = Object.keys(obj).sort().join();
    if (keys !== Object.keys(enObj).sort().join()) mismatches.push({ path: `${path} keys`, hi: keys, en: Object.keys(enObj).sort().join() });
    for (const [k, v] of Object.entries(obj)) walk(v, enObj[k], `${path}.${k}`, texts, mismatches, k);
  }
}

/** The Hindi page links to the Hindi print of an English guide (`/downloads/x.pdf` → `/downloads/x.hi.pdf`). */
function isHindiGuide(hi: unknown, en: unknown): boolean {
  return typeof hi === "string" && typeof en === "string" && /^\/downloads\/[\w-]+\.pdf$/.test(en) && hi === en.replace(/\.pdf$/, ".hi.pdf");
}

function problems(texts: Text[]): string[] {
  const out: string[] = [];
  for (const { path, hi, en } of texts) {
    const { devanagari, latin } = letters(hi);
    if (devanagari + latin === 0) continue; // a figure, an address or a name only
    if (hi === en) out.push(`${path}: same as English: ${JSON.stringify(hi)}`);
    else if (devanagari / (devanagari + latin) < 0.6) out.push(`${path}: ${Math.round((100 * devanagari) / (devanagari + latin))}% Devanagari: ${JSON.stringify(hi)}`);
  }
  return out;
}

/** Every number of the English text appears in the Hindi one. */
function missingFigures(texts: Text[]): string[] {
  const out: string[] = [];
  for (const { path, hi, en } of texts) {
    if (typeof en !== "string") continue;
    for (const figure of en.match(/\d[\d,.]*\d|\d/g) ?? []) {
      if (!hi.includes(figure)) out.push(`${path}: ${figure} missing from ${JSON.stringify(hi)}`);
    }
  }
  return out;
}

describe("the Hindi check itself", () => {
  it("catches English, copied and mostly-Latin texts and lets figures, names and addresses through", () => {
    const t = (hi: string, en: string) => ({ path: "x", hi, en });
    expect(problems([t("Find a Clinic", "Find a Clinic")])).toHaveLength(1);
    expect(problems([t("Find your clinic", "Find a Clinic")])).toHaveLength(1);
    expect(problems([t("Clinic Finder क्लिनिक", "Find a Clinic")])).toHaveLength(1);
    expect(problems([t("क्लिनिक खोजें", "Find a Clinic")])).toEqual([]);
    expect(problems([t("₹300-₹500", "₹300-₹500"), t(site.emails.info, site.emails.info), t("CSR", "CSR")])).toEqual([]);
    expect(problems([t(`${site.brandName} का होम पेज`, `${site.brandName} home`), t("/find-clinic", "/find-clinic")])).toEqual([]);
    expect(missingFigures([t("₹300 में", "₹300-₹500 per sample")])).toHaveLength(1);
  });
});

describe("Hindi copy", () => {
  it("finds the site's language records", () => {
    expect(records.length).toBeGreaterThanOrEqual(20);
    expect(locales).toContain("hi");
  });

  for (const [name, record] of records) {
    describe(name, () => {
      const texts: Text[] = [];
      const mismatches: Mismatch[] = [];
      walk(record.hi, record.en, "hi", texts, mismatches);

      it("is written in Hindi, not copied from English", () => {
        expect(problems(texts)).toEqual([]);
      });

      it("keeps the English shape, addresses, ids and icons", () => {
        expect(mismatches).toEqual([]);
      });

      it("keeps every figure of the English text", () => {
        expect(missingFigures(texts)).toEqual([]);
      });
    });
  }
});
