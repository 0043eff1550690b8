/**
 * What the assistant knows, language by language the same: one entry per
 * thing a visitor asks about, the page that tells more, and the facts its
 * answer must state. Every language's knowledge (content/knowledge/<code>.ts)
 * words each entry and must mention each of its facts as `{fact}`: the type
 * checker refuses a language that leaves an entry out or drops a fact.
 *
 * Adding an entry here makes every language's file fail to compile until it
 * words the entry: that is the point.
 */
import type { FactName } from "./facts.ts";

/** Public pages an answer may point to (English paths; each language's answer links its own). */
export type KnowledgePath =
  | "/"
  | "/about"
  | "/solutions"
  | "/for-farmers"
  | "/for-partners"
  | "/csr"
  | "/find-clinic"
  | "/resources"
  | "/soil-intelligence"
  | "/start-clinic"
  | "/contact"
  | "/report"
  | "/privacy-policy"
  | "/terms-of-service";

interface EntrySpec {
  path: KnowledgePath;
  facts: readonly FactName[];
}

export const entrySpecs = {
  // A farmer's soil test.
  "test-price": { path: "/find-clinic", facts: ["testPrice", "testMinutes"] },
  "test-time": { path: "/for-farmers", facts: ["testMinutes", "parameters"] },
  parameters: { path: "/solutions", facts: ["parameters", "coreParameters", "fullParameters"] },
  "get-tested": { path: "/find-clinic", facts: ["testPrice", "testMinutes", "bookingCallWorkingDays"] },
  "field-visit": { path: "/for-farmers", facts: ["programme", "testPrice"] },
  "sample-collection": { path: "/resources", facts: ["sampleSpots", "sampleDepthInches", "sampleDepthCm", "sampleGrams"] },
  "test-frequency": { path: "/resources", facts: [] },
  "report-contents": { path: "/for-farmers", facts: [] },
  "report-lookup": { path: "/report", facts: ["phones"] },
  benefits: { path: "/for-farmers", facts: ["yieldGain", "savingPerAcre"] },
  "farm-results": { path: "/", facts: ["farmYieldGain", "organicCarbonGain", "waterRetentionGain"] },
  "success-stories": { path: "/for-farmers", facts: ["bighaSaving", "resourceOptimisation", "groundnutSaving", "yieldBefore", "yieldAfter", "yieldRise", "inputCostCut"] },
  advisory: { path: "/soil-intelligence", facts: [] },
  /** The Fertilizer Guide's doses: adjusting by the test's rating, urea's splits, zinc sulphate and gypsum. */
  "fertiliser-doses": { path: "/resources", facts: ["lowDoseAdd", "highDoseCut", "ureaNitrogen", "ureaSplits", "zincSulphateKgPerHa", "zincSulphateSeasons"] },
  satellite: { path: "/soil-intelligence", facts: [] },
  "soil-intelligence": { path: "/soil-intelligence", facts: [] },
  "clinic-finder": { path: "/find-clinic", facts: ["clinicsRunning"] },
  "clinic-services": { path: "/find-clinic", facts: ["coreParameters", "fullParameters"] },
  // Our offer.
  services: { path: "/solutions", facts: ["programme", "testPrice"] },
  device: { path: "/solutions", facts: ["parameters", "testMinutes"] },
  "soil-didi": { path: "/solutions", facts: ["programme", "netMonthlyIncome", "didisTrained"] },
  // A clinic of one's own.
  "start-clinic": { path: "/start-clinic", facts: ["kitPrice", "coreKitPrice", "breakEvenMonths"] },
  "kit-price": { path: "/start-clinic", facts: ["kitPrice", "coreKitPrice"] },
  "kit-contents": { path: "/start-clinic", facts: ["kitSachets"] },
  "clinic-income": { path: "/start-clinic", facts: ["testsPerMonth", "testPrice", "monthlyRevenue", "sachetCost", "netMonthlyIncome"] },
  "break-even": { path: "/start-clinic", facts: ["breakEvenMonths", "farmersPerYear", "kitPrice", "clinicSavingPerAcre"] },
  "clinic-support": { path: "/start-clinic", facts: [] },
  // Partners and CSR.
  partnerships: { path: "/for-partners", facts: ["partnerReplyWorkingDays"] },
  reach: { path: "/for-partners", facts: ["farmersReached", "testsDone", "didisTrained", "states"] },
  "csr-tiers": { path: "/csr", facts: ["pilotInvestment", "pilotClinics", "pilotFarmers", "pilotMonths", "regionalInvestment", "stateInvestment"] },
  "csr-impact": { path: "/csr", facts: ["csrFarmers", "clinicsRunning", "csrTests", "satisfaction", "csrSavingPerAcre"] },
  // Reaching us.
  contact: { path: "/contact", facts: ["phones", "email", "hours"] },
  whatsapp: { path: "/contact", facts: ["whatsapp"] },
  hours: { path: "/contact", facts: ["hours"] },
  offices: { path: "/contact", facts: ["offices", "officeCities"] },
  "reply-time": { path: "/contact", facts: ["contactReplyHours", "partnerReplyWorkingDays"] },
  // About us and everything else.
  resources: { path: "/resources", facts: [] },
  about: { path: "/about", facts: ["brand"] },
  team: { path: "/about", facts: [] },
  awards: { path: "/about", facts: [] },
  media: { path: "/contact", facts: ["email"] },
  privacy: { path: "/privacy-policy", facts: ["chatKeptMonths", "enquiryKeptMonths", "email", "grievanceReplyWorkingDays"] },
  terms: { path: "/terms-of-service", facts: [] },
} as const satisfies Record<string, EntrySpec>;

export type EntryId = keyof typeof entrySpecs;
export const entryIds = Object.keys(entrySpecs) as EntryId[];

/** The facts an entry's text must mention. */
export type FactsOf<E extends EntryId> = (typeof entrySpecs)[E]["facts"][number];
