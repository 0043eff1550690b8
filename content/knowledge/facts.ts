/**
 * The one source of the assistant's facts: every price, figure, count,
 * contact detail, office and working hour it may say. Contact details, offices
 * and hours are read from the site configuration (content/site.ts, and each
 * language's office headings, addresses and hours through content/site-text.ts), never
 * copied; the figures below are the product's claims from the specification,
 * as the site's pages state them.
 *
 * A language's knowledge (content/knowledge/<code>.ts) writes only the words
 * around these facts, as `{factName}` placeholders; `renderFacts` turns each
 * fact into the text every language shows (figures in ASCII digits with
 * Indian grouping, as the pages write them; lists joined the language's way;
 * hours and office addresses as that language's pages show them).
 */
import { site } from "../site.ts";
import { siteText } from "../site-text.ts";
import type { Locale } from "../i18n.ts";

/** A figure or a range of figures, with an optional ₹ before each figure, a % after the last, or a + after it. */
interface Figure {
  from: number;
  to?: number;
  /** ₹ before each figure ("₹300-₹500"), or only before the first ("₹5-10", as "₹5-10 lakhs" is written). */
  rupees?: "each" | "first";
  percent?: boolean;
  /** "50,000+": at least this many. */
  plus?: boolean;
}

const money = (from: number, to?: number): Figure => ({ from, to, rupees: "each" });
const lakhsOrCrores = (from: number, to: number): Figure => ({ from, to, rupees: "first" });
const count = (from: number, to?: number): Figure => ({ from, to });
const atLeast = (from: number): Figure => ({ from, plus: true });
const percent = (from: number, to?: number): Figure => ({ from, to, percent: true });

/**
 * The figures, by name. The name is the placeholder a language's text uses:
 * `{testPrice}` renders as "₹300-₹500" in every language.
 */
export const figures = {
  // A farmer's soil test.
  /** What a farmer pays for one sample (one field's test) at a clinic. */
  testPrice: money(300, 500),
  /** Minutes from sample to result. */
  testMinutes: count(45, 60),
  /** Parameters the portable device measures. */
  parameters: atLeast(13),
  /** The two versions of the device. */
  fullParameters: count(13),
  coreParameters: count(7),
  /** How a sample is taken: spots across the field, depth, weight. */
  sampleSpots: count(5, 10),
  sampleDepthInches: count(6),
  sampleDepthCm: count(15),
  sampleGrams: count(500),
  /** What farmers gain by following their test. */
  yieldGain: percent(10, 30),
  /** Input savings per acre: farmers' pages ("up to"), the start-a-clinic page, CSR programmes (average). */
  savingPerAcre: money(1000),
  clinicSavingPerAcre: money(800, 1200),
  csrSavingPerAcre: money(1200),
  /** "Measurable Transformation" on partner farms (home page). */
  farmYieldGain: percent(28),
  organicCarbonGain: percent(45),
  waterRetentionGain: percent(60),
  // Farmers' stories.
  bighaSaving: money(784),
  resourceOptimisation: percent(30),
  groundnutSaving: money(3000),
  yieldBefore: count(7),
  yieldAfter: count(9),
  yieldRise: percent(28.5),
  inputCostCut: percent(5),
  // Fertiliser doses, as the Fertilizer Guide gives them (content/<code>/downloads.ts).
  /** A nutrient that tests low: add this much to the recommended dose. */
  lowDoseAdd: percent(25),
  /** A nutrient that tests high: cut the recommended dose by this much. */
  highDoseCut: percent(25, 50),
  /** Urea's nitrogen. */
  ureaNitrogen: percent(46),
  /** Urea goes in this many splits, never all at sowing. */
  ureaSplits: count(2, 3),
  /** Zinc sulphate's common dose, kg per hectare, once in `zincSulphateSeasons` seasons. */
  zincSulphateKgPerHa: count(25),
  zincSulphateSeasons: count(2, 3),
  // A clinic of one's own.
  kitPrice: money(75000),
  coreKitPrice: money(65000),
  kitSachets: count(1000),
  testsPerMonth: count(100),
  monthlyRevenue: money(30000, 50000),
  sachetCost: money(100, 150),
  netMonthlyIncome: money(15000, 25000),
  breakEvenMonths: count(3, 5),
  farmersPerYear: count(600, 1200),
  // Reach.
  states: count(7),
  farmersReached: atLeast(50000),
  testsDone: atLeast(4000),
  didisTrained: atLeast(25),
  csrFarmers: atLeast(5500),
  clinicsRunning: atLeast(70),
  csrTests: atLeast(6000),
  satisfaction: percent(95),
  // CSR tiers: investment (in lakhs, then crores), clinics, farmers, months.
  pilotInvestment: lakhsOrCrores(5, 10),
  pilotClinics: count(1, 2),
  pilotFarmers: count(300, 600),
  pilotMonths: count(3, 6),
  regionalInvestment: lakhsOrCrores(25, 50),
  regionalClinics: count(5, 10),
  regionalFarmers: count(1500, 3000),
  regionalMonths: count(12, 18),
  stateInvestment: lakhsOrCrores(1, 2),
  stateClinics: count(20, 50),
  stateFarmers: count(6000, 15000),
  stateMonths: count(24, 36),
  // Promises and policies.
  /** The contact form's reply promise. */
  contactReplyHours: count(48),
  /** The partner and CSR forms' reply promise. */
  partnerReplyWorkingDays: count(2),
  /** A booked clinic calls the farmer back within this. */
  bookingCallWorkingDays: count(1),
  chatKeptMonths: count(12),
  enquiryKeptMonths: count(24),
  grievanceReplyWorkingDays: count(7),
} as const satisfies Record<string, Figure>;

export type FigureName = keyof typeof figures;

/** Facts that come from the site configuration: names, contacts, offices, hours. */
export const contactFactNames = [
  "brand",
  "programme",
  "assistant",
  /** Every phone number, joined with the language's "or". */
  "phones",
  /** The first phone number. */
  "phone",
  "whatsapp",
  "email",
  /** Every working-hours line, e.g. "Monday – Friday 9:00 – 18:00, Saturday 9:00 – 13:00, Sunday Closed". */
  "hours",
  /** Each office with its address, as the language's pages write it. */
  "offices",
  /** The offices' cities, joined with the language's "and". */
  "officeCities",
] as const;

export type ContactFactName = (typeof contactFactNames)[number];
export type FactName = FigureName | ContactFactName;
export const factNames: readonly FactName[] = [...contactFactNames, ...(Object.keys(figures) as FigureName[])];

interface WorkingHours {
  days: string;
  hours: string;
}

/** Office headings, addresses and hours as one language's pages write them (content/site.ts's `siteText`). */
export interface LocalSiteText {
  officeLabels: Readonly<Record<string, string>>;
  officeAddresses: Readonly<Record<string, { lines: readonly string[]; city: string }>>;
  workingHours: readonly WorkingHours[];
}

/**
 * Where the contact facts are read from: the site configuration, or a stand-in
 * of the same shape (tests use one, to show no contact detail is written into
 * the knowledge).
 */
export interface ContactSource {
  site: {
    brandName: string;
    programmeName: string;
    assistantName: string;
    phones: readonly { display: string }[];
    whatsapp: { display: string };
    emails: { info: string };
    offices: Readonly<Record<string, { postalCode: string }>>;
  };
  /** Per language; a language without its own entry is shown the English one. */
  text: Readonly<Partial<Record<string, LocalSiteText>>> & { en: LocalSiteText };
}

export const siteContacts: ContactSource = { site, text: siteText };

const grouping = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });

/** A figure as every language's pages write it: "₹300-₹500", "₹5-10", "10-30%", "50,000+", "7". */
export function renderFigure(f: Figure): string {
  const n = (v: number, rupee: boolean) => `${rupee ? "₹" : ""}${grouping.format(v)}`;
  const head = n(f.from, f.rupees !== undefined);
  const tail = f.to === undefined ? "" : `-${n(f.to, f.rupees === "each")}`;
  return `${head}${tail}${f.percent ? "%" : ""}${f.plus ? "+" : ""}`;
}

/** The language's own way of joining a list ("a, b and c", "a, b और c"). */
function joinList(locale: string, items: readonly string[], type: "conjunction" | "disjunction"): string {
  return new Intl.ListFormat(`${locale}-IN`, { style: "long", type }).format(items);
}

/** Every fact as one language shows it, by name. */
export function renderFacts(locale: Locale | string, source: ContactSource = siteContacts): Record<FactName, string> {
  const text = source.text[locale] ?? source.text.en;
  const s = source.site;
  const officeKeys = Object.keys(s.offices);
  const offices = officeKeys.map((key) => {
    const address = text.officeAddresses[key];
    const label = text.officeLabels[key] ?? key;
    const postal = s.offices[key]?.postalCode ?? "";
    return address ? `${label}: ${[...address.lines, `${address.city} ${postal}`.trim()].join(", ")}` : label;
  });
  const cities = officeKeys.map((key) => text.officeAddresses[key]?.city).filter((c): c is string => !!c);
  const contacts: Record<ContactFactName, string> = {
    brand: s.brandName,
    programme: s.programmeName,
    assistant: s.assistantName,
    phones: joinList(locale, s.phones.map((p) => p.display), "disjunction"),
    phone: s.phones[0]?.display ?? "",
    whatsapp: s.whatsapp.display,
    email: s.emails.info,
    hours: text.workingHours.map((h) => `${h.days} ${h.hours}`).join(", "),
    offices: offices.join("; "),
    officeCities: joinList(locale, cities, "conjunction"),
  };
  const rendered = Object.fromEntries(Object.entries(figures).map(([name, f]) => [name, renderFigure(f)])) as Record<FigureName, string>;
  return { ...contacts, ...rendered };
}

/** Fills `{factName}` placeholders; an unknown name is left as written (the knowledge tests catch it). */
export function fillFacts(template: string, facts: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => facts[name] ?? whole).replace(/\s+/g, " ").trim();
}
