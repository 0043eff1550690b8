/**
 * Shape of the Soil Doctor Assistant's knowledge base.
 *
 * Each entry is one short, self-contained answer built from the company's own
 * facts. Texts may hold placeholders that are filled from the site
 * configuration when the assistant is built, so no phone number, e-mail,
 * address or brand name is written here:
 *
 *   {brand}      company brand, e.g. "Soil Doctor"
 *   {programme}  rural-women programme and clinics' second name, e.g. "Soil Didi"
 *   {phones}     phone numbers joined with "or"
 *   {email}      general e-mail address
 *   {hours}      working hours in one line
 *   {offices}    office addresses in one line
 */

/** Public pages an answer may point to. */
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
  | "/privacy-policy"
  | "/terms-of-service";

/** The same pages in Hindi: `/hi` for the home page, `/hi` + the English path for the others. */
export type HindiKnowledgePath = "/hi" | `/hi${Exclude<KnowledgePath, "/">}`;

export interface KnowledgeEntry<P extends string = KnowledgePath> {
  /** Stable identifier, kebab-case, unique. */
  id: string;
  /** Short English title, shown as the source of an answer. */
  title: string;
  /** Short Hindi title, used in the Hindi pointer line of an answer. */
  titleHi: string;
  /** The answer: plain English sentences, facts only (placeholders allowed). */
  text: string;
  /** The page that tells more. */
  path: P;
  /**
   * Search terms: English synonyms, romanised Hindi and Devanagari. Matched
   * with a higher weight than the text.
   */
  keywords: readonly string[];
}
