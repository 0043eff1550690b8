/**
 * Shapes of the inner public pages' copy (our story, solutions, farmers,
 * partners, CSR, start a clinic, soil intelligence, resources, legal pages,
 * sitemap) and of the downloadable guides. Kept beside content/types.ts,
 * which holds the shared and home-page shapes.
 */
import type { CallToAction, HeroContent, ImageRef, LinkItem, PageMeta, Testimonial } from "./types.ts";

/** Icons the page components know how to draw. */
export type IconName =
  | "leaf"
  | "testing"
  | "satellite"
  | "spark"
  | "sampling"
  | "users"
  | "coins"
  | "chart"
  | "handshake"
  | "school"
  | "shield"
  | "pin"
  | "clock"
  | "building"
  | "heart"
  | "book"
  | "phone"
  | "globe"
  | "target"
  | "droplet";

export interface Feature {
  icon: IconName;
  title: string;
  description: string;
}

export interface SectionHead {
  eyebrow?: string;
  title: string;
  subtitle?: string;
}

export interface Figure {
  value: string;
  label: string;
}

export interface CtaBlock {
  title: string;
  subtitle: string;
  primary: CallToAction;
  secondary?: CallToAction;
}

export interface TeamMember {
  name: string;
  role: string;
  description: string;
  /** Photo URL; without one the card shows initials. */
  image?: string;
}

export interface Award {
  title: string;
  organization: string;
  description: string;
  image: ImageRef;
}

export interface AboutContent {
  meta: PageMeta;
  hero: HeroContent;
  vision: { eyebrow: string; title: string; text: string };
  mission: { eyebrow: string; title: string; text: string; points: readonly string[] };
  problems: SectionHead & { items: readonly Feature[] };
  approach: SectionHead & { items: readonly (Feature & { points: readonly string[] })[] };
  team: SectionHead & { members: readonly TeamMember[] };
  awards: SectionHead & { stripLabel: string; items: readonly Award[] };
  cta: CtaBlock;
}

export interface Offering {
  id: string;
  eyebrow: string;
  title: string;
  description: string;
  points: readonly string[];
  /** Short facts shown as chips, e.g. "13+ parameters". */
  facts: readonly Figure[];
  image: ImageRef;
  actions: readonly CallToAction[];
}

export interface SolutionsContent {
  meta: PageMeta;
  hero: HeroContent;
  intro: SectionHead;
  jumpLabel: string;
  offerings: readonly Offering[];
  cta: CtaBlock;
}

export interface ForFarmersContent {
  meta: PageMeta;
  hero: HeroContent;
  reasons: SectionHead & { items: readonly Feature[] };
  testimonials: SectionHead & { items: readonly Testimonial[] };
  motto: { eyebrow: string; text: string; translation: string };
  howItWorks: SectionHead & { steps: readonly { title: string; description: string }[]; note: string };
  cta: CtaBlock;
}

export interface Story {
  partner: string;
  place: string;
  title: string;
  summary: string;
  results: readonly Figure[];
}

export interface EngagementModel {
  name: string;
  description: string;
  points: readonly string[];
}

/** Labels and messages of a lead form (the field names live in src/shared/lead-forms). */
export interface LeadFormCopy extends SectionHead {
  fields: Record<string, string>;
  placeholders?: Record<string, string>;
  selectPlaceholder: string;
  required: string;
  submit: string;
  busy: string;
  thanks: { title: string; text: string };
  aside: { title: string; points: readonly string[] };
}

export interface ForPartnersContent {
  meta: PageMeta;
  hero: HeroContent & { formCta: CallToAction; proposal: CallToAction & { note: string } };
  partnerTypes: SectionHead & { items: readonly Feature[] };
  collaboration: SectionHead & { items: readonly Feature[] };
  impact: SectionHead & { items: readonly Figure[] };
  stories: SectionHead & { items: readonly Story[] };
  engagement: SectionHead & { items: readonly EngagementModel[] };
  collaborators: SectionHead & { names: readonly string[] };
  form: LeadFormCopy;
}

export interface Tier {
  tier: string;
  investment: string;
  clinics: string;
  farmers: string;
  duration: string;
  description: string;
}

export interface DashboardPreview extends SectionHead {
  title: string;
  caption: string;
  kpis: readonly Figure[];
  chart: { title: string; unit: string; bars: readonly { label: string; value: number }[] };
  districts: { title: string; headings: readonly string[]; rows: readonly (readonly string[])[] };
  note: string;
}

export interface CsrContent {
  meta: PageMeta;
  hero: HeroContent;
  impact: SectionHead & { items: readonly Figure[]; note: string };
  model: SectionHead & { steps: readonly Feature[] };
  stories: SectionHead & { items: readonly Story[] };
  dashboard: DashboardPreview;
  partnership: SectionHead & {
    headings: { tier: string; investment: string; clinics: string; farmers: string; duration: string };
    caption: string;
    tiers: readonly Tier[];
    custom: { title: string; text: string };
    savings: string;
  };
  form: LeadFormCopy;
}

export interface StartClinicContent {
  meta: PageMeta;
  hero: HeroContent;
  who: SectionHead & { items: readonly Feature[] };
  kit: SectionHead & { options: readonly { name: string; price: string; note: string }[]; includesTitle: string; includes: readonly string[] };
  revenue: SectionHead & { rows: readonly { label: string; value: string }[]; caption: string; note: string };
  claims: SectionHead & { items: readonly Figure[] };
  support: SectionHead & { items: readonly Feature[] };
  cta: CtaBlock;
}

export type MetricStatus = "excellent" | "good" | "moderate";
export type MetricTrend = "up" | "down" | "steady";

export interface Metric {
  name: string;
  value: string;
  status: MetricStatus;
  trend: MetricTrend;
  /** Why the number matters, in one line. */
  note: string;
}

export interface SoilIntelligenceContent {
  meta: PageMeta;
  hero: HeroContent;
  explainer: SectionHead & { before: { heading: string; points: readonly string[] }; after: { heading: string; points: readonly string[] } };
  demo: SectionHead & {
    tablistLabel: string;
    farm: string;
    statusLabels: Record<MetricStatus, string>;
    trendLabels: Record<MetricTrend, string>;
    headings: { metric: string; value: string; status: string; trend: string };
    tabs: readonly { id: "biological" | "structure" | "carbon"; label: string; summary: string; metrics: readonly Metric[] }[];
    note: string;
  };
  process: SectionHead & { steps: readonly Feature[] };
  stories: SectionHead & { items: readonly Story[]; link: CallToAction };
  next: SectionHead & { links: readonly (CallToAction & { description: string })[] };
}

export type ResourceType = "article" | "video" | "blog";
export type ResourceCategory = "Basics" | "Soil Testing" | "Fertilizers" | "Success Stories" | "Best Practices";
/** The language a resource is in, by its English name ("English", "Hindi", "Gujarati"): a guide in a page's language names that language. */
export type ResourceLanguage = string;

export interface ResourceItem {
  title: string;
  description: string;
  type: ResourceType;
  category: ResourceCategory;
  language: ResourceLanguage;
  /** Reading or watching time, shown as a chip. */
  length: string;
  link: CallToAction;
}

export interface DownloadItem {
  title: string;
  description: string;
  href: string;
  /** e.g. "PDF · 4 pages". */
  details: string;
}

export interface ResourcesContent {
  meta: PageMeta;
  hero: HeroContent;
  library: SectionHead & {
    searchLabel: string;
    searchPlaceholder: string;
    filters: { type: string; category: string; language: string; all: string };
    typeLabels: Record<ResourceType, string>;
    categories: readonly ResourceCategory[];
    languages: readonly ResourceLanguage[];
    /** What the filters show for each category and language (the values above stay the keys). */
    categoryLabels?: Record<ResourceCategory, string>;
    languageLabels?: Record<ResourceLanguage, string>;
    /** "{n}" is replaced. */
    countOne: string;
    countMany: string;
    empty: string;
    clear: string;
    items: readonly ResourceItem[];
  };
  downloads: SectionHead & { button: string; items: readonly DownloadItem[] };
  faq: SectionHead & { items: readonly { question: string; answer: string }[] };
  /** The newsletter form beside the WhatsApp button has its own copy (content/newsletter.ts). */
  stayInTouch: SectionHead & { whatsapp: CallToAction };
}

export interface LegalSection {
  heading: string;
  paragraphs: readonly string[];
  list?: readonly string[];
}

export interface LegalContent {
  meta: PageMeta;
  hero: HeroContent;
  lastUpdated: string;
  intro: string;
  contentsLabel: string;
  sections: readonly LegalSection[];
}

export interface SitemapContent {
  meta: PageMeta;
  hero: HeroContent;
  groups: readonly { title: string; links: readonly (LinkItem & { description: string })[] }[];
  xmlNote: LinkItem & { text: string };
}

/** A downloadable guide, rendered to PDF by scripts/build-pdfs.ts. */
export interface GuideBlock {
  heading: string;
  paragraphs?: readonly string[];
  bullets?: readonly string[];
  /** `widths` are relative column widths (the table fills the page width). */
  table?: { headings: readonly string[]; rows: readonly (readonly string[])[]; widths: readonly number[] };
}

export interface GuideDocument {
  title: string;
  subtitle: string;
  blocks: readonly GuideBlock[];
}

export type GuideId = "soil-health-booklet" | "fertilizer-guide" | "crop-advisory" | "partner-proposal";

/** Every guide in one language, plus the words the printed page frames them with. */
export interface GuideSet {
  /** Footer page counter; `{page}` and `{total}` are filled in by the printer. */
  pageOf: string;
  guides: Record<GuideId, GuideDocument>;
}
