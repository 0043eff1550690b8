/**
 * The contact facts the assistant needs, and the one adapter that reads them
 * from the site configuration module. Everything else in the assistant uses
 * `AssistantSite` only, so a change to content/site.ts touches this file alone.
 */
import * as siteModule from "../../../../content/site.ts";

export interface AssistantOffice {
  /** e.g. "Bangalore office" */
  label: string;
  /** One line, e.g. "2nd Floor, 14 Agri Innovation Park, Hebbal, Bengaluru 560024" */
  address: string;
}

export interface AssistantSite {
  /** Company brand, e.g. "Soil Doctor". */
  brand: string;
  /** Name the assistant introduces itself with. */
  assistantName: string;
  /** The rural-women programme and the clinics' second name, e.g. "Soil Didi". */
  programme: string;
  /** Phone numbers as shown to people; at least one. */
  phones: readonly string[];
  /** General e-mail address. */
  email: string;
  offices: readonly AssistantOffice[];
  /** Working-hours lines, e.g. "Mon-Fri 9:00-18:00". */
  hours: readonly string[];
  /** Office labels (same order as `offices`) and working hours as Hindi answers write them; English when absent. */
  hi?: { officeLabels: readonly string[]; hours: readonly string[] };
}

/** Sample values, used when the site configuration cannot be read. */
export const SAMPLE_SITE: AssistantSite = {
  brand: "Soil Doctor",
  assistantName: "Soil Doctor Assistant",
  programme: "Soil Didi",
  phones: ["+91 11 4050 6070", "+91 98110 23456"],
  email: "info@soildoctor.example",
  offices: [
    { label: "Bangalore office", address: "Hebbal, Bellary Road, Bengaluru, Karnataka" },
    { label: "Delhi office", address: "Okhla Industrial Area, New Delhi" },
  ],
  hours: ["Mon-Fri 9:00-18:00", "Sat 9:00-13:00", "Sun closed"],
};

type Rec = Record<string, unknown>;
const isRec = (v: unknown): v is Rec => typeof v === "object" && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === "string" && v.trim() !== "" ? v.trim() : undefined);
const list = (v: unknown): unknown[] => (Array.isArray(v) ? v : isRec(v) ? Object.values(v) : []);

function phoneOf(v: unknown): string | undefined {
  return str(v) ?? (isRec(v) ? (str(v.display) ?? str(v.number) ?? str(v.e164)) : undefined);
}

function officeOf(v: unknown): AssistantOffice | undefined {
  if (typeof v === "string") return str(v) ? { label: "Office", address: v.trim() } : undefined;
  if (!isRec(v)) return undefined;
  const lines = list(v.lines).map(str).filter((s): s is string => !!s);
  const parts = [...lines, str(v.address), [str(v.city), str(v.postalCode)].filter(Boolean).join(" ")].filter(
    (s): s is string => !!s,
  );
  if (parts.length === 0) return undefined;
  return { label: str(v.label) ?? str(v.name) ?? str(v.city) ?? "Office", address: parts.join(", ") };
}

function hoursOf(v: unknown): string | undefined {
  if (typeof v === "string") return str(v);
  if (!isRec(v)) return undefined;
  const days = str(v.days) ?? str(v.day);
  const time = str(v.hours) ?? str(v.time);
  return days && time ? `${days} ${time}` : (days ?? time);
}

/**
 * Reads whatever the site configuration looks like (today: content/site.ts's
 * `site` object) into an `AssistantSite`, field by field, falling back to the
 * sample value for anything missing. Never throws.
 */
export function toAssistantSite(raw: unknown, fallback: AssistantSite = SAMPLE_SITE): AssistantSite {
  if (!isRec(raw)) return fallback;
  const emails = raw.emails;
  const phones = list(raw.phones).map(phoneOf).filter((s): s is string => !!s);
  const offices = list(raw.offices).map(officeOf).filter((o): o is AssistantOffice => !!o);
  const hours = list(raw.workingHours ?? raw.hours).map(hoursOf).filter((s): s is string => !!s);
  return {
    brand: str(raw.brandName) ?? str(raw.brand) ?? fallback.brand,
    assistantName: str(raw.assistantName) ?? fallback.assistantName,
    programme: str(raw.programmeName) ?? str(raw.programme) ?? fallback.programme,
    phones: phones.length > 0 ? phones : fallback.phones,
    email: str(raw.email) ?? (isRec(emails) ? str(emails.info) : undefined) ?? fallback.email,
    offices: offices.length > 0 ? offices : fallback.offices,
    hours: hours.length > 0 ? hours : fallback.hours,
  };
}

/** Reads the Hindi office labels and working hours (content/site.ts's `siteText.hi`); undefined when missing. */
export function toHindiSiteText(raw: unknown): AssistantSite["hi"] {
  const hi = isRec(raw) && isRec(raw.hi) ? raw.hi : undefined;
  if (!hi) return undefined;
  const officeLabels = list(hi.officeLabels).map(str).filter((s): s is string => !!s);
  const hours = list(hi.workingHours).map(hoursOf).filter((s): s is string => !!s);
  return officeLabels.length > 0 && hours.length > 0 ? { officeLabels, hours } : undefined;
}

/** The site configuration of this deployment, read through the adapter. */
export function defaultAssistantSite(): AssistantSite {
  const base = toAssistantSite((siteModule as Rec).site);
  const hi = toHindiSiteText((siteModule as Rec).siteText);
  return hi ? { ...base, hi } : base;
}

/** The site as answers in one language show it: Hindi office labels and hours where known. */
export function siteIn(site: AssistantSite, language: "en" | "hi"): AssistantSite {
  if (language === "en" || !site.hi) return site;
  const labels = site.hi.officeLabels;
  return { ...site, hours: site.hi.hours, offices: site.offices.map((o, i) => ({ ...o, label: labels[i] ?? o.label })) };
}
