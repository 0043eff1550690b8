/**
 * Everything a language says on the site: one field per area, each typed by
 * its area's interface. A language's folder (content/<code>/) exports one of
 * these from its index.ts, so the type checker names every text a new
 * language still lacks. Facts (prices, phones, hours, counts, addresses) are
 * not here: they live once in content/site.ts and the like, and each
 * language's words refer to them.
 */
import type { WhatsAppConsentCopy } from "./whatsapp-consent.ts";
import type { EnquiryMessages } from "../src/shared/lead-forms/messages.ts";
import type { BlogCopy } from "./blog.ts";
import type { ChatLauncherCopy } from "./chat-launcher.ts";
import type { ChatWidgetCopy } from "./chat-widget.ts";
import type { ClinicFinderContent } from "./clinic-finder.ts";
import type { ContactContent } from "./contact.ts";
import type { FormAlerts } from "./form-messages.ts";
import type { StateNames, StateShortNames } from "./indian-states.ts";
import type { LanguageOffer } from "./language.ts";
import type { LiveChatLines, TranscriptCopy } from "./live-chat.ts";
import type { NewsletterMail, NewsletterPages } from "./newsletter.ts";
import type { OfflineContent } from "./offline.ts";
import type { OptionLabels } from "./option-labels.ts";
import type {
  AboutContent,
  CsrContent,
  ForFarmersContent,
  ForPartnersContent,
  GuideSet,
  LegalContent,
  ResourcesContent,
  SitemapContent,
  SoilIntelligenceContent,
  SolutionsContent,
  StartClinicContent,
} from "./page-types.ts";
import type { PartnerNames } from "./partners.ts";
import type { RouteNames } from "./routes.ts";
import type { SiteText } from "./site-text.ts";
import type { SmsTexts } from "./sms-templates.ts";
import type { SoilReportCopy } from "./soil-report.ts";
import type { CommonContent, HomeContent, PlaceholderKey, PlaceholderPage } from "./types.ts";

export interface LanguagePack {
  // The public pages, one field per page (content/<code>/<page>.ts).
  home: HomeContent;
  about: AboutContent;
  solutions: SolutionsContent;
  forFarmers: ForFarmersContent;
  forPartners: ForPartnersContent;
  csr: CsrContent;
  clinicFinder: ClinicFinderContent;
  resources: ResourcesContent;
  soilIntelligence: SoilIntelligenceContent;
  startClinic: StartClinicContent;
  contact: ContactContent;
  privacyPolicy: LegalContent;
  termsOfService: LegalContent;
  sitemapPage: SitemapContent;
  /** Pages not written yet: what each says meanwhile. */
  pages: Record<PlaceholderKey, PlaceholderPage>;
  /** The printable guides (PDFs) and their texts. */
  guides: GuideSet;
  blog: BlogCopy;
  // Around every page.
  /** Navigation, footer and shared interface text. */
  common: CommonContent;
  /** The offer to read a page in this language, shown on pages in other languages. */
  languageOffer: LanguageOffer;
  /** Each public page's short name (lists, the sitemap, links in the assistant's answers). */
  routeNames: RouteNames;
  /** Office headings, addresses as this language writes them, and working hours. */
  siteText: SiteText;
  /** The partners' names as this language spells them (logos stay). */
  partnerNames: PartnerNames;
  /** India's states as this language writes them (the clinic finder). */
  stateNames: StateNames;
  /** The short forms and other names this language's speakers write for a state ("AP", "ఆంధ్రా"): the assistant reads them as the state. */
  stateShortNames: StateShortNames;
  /** What public pages do without a network (the service worker). */
  offline: OfflineContent;
  // Forms.
  /** The labels of each stored choice (user types, services, ...). */
  optionLabels: OptionLabels;
  formAlerts: FormAlerts;
  /** The contact, partner and CSR forms' field messages. */
  formMessages: EnquiryMessages;
  newsletterPages: NewsletterPages;
  // The chat.
  chatLauncher: ChatLauncherCopy;
  chatWidget: ChatWidgetCopy;
  /** Lines the live chat writes into a conversation (agent joined, chat ended, ...). */
  liveChat: LiveChatLines;
  /** The chat transcript by e-mail: its mails and the page its link opens. */
  transcript: TranscriptCopy;
  // Mails, messages and the soil report.
  newsletterMail: NewsletterMail;
  /** The farmer's soil report: lookup, status, report, PDF and its mail. */
  soilReport: SoilReportCopy;
  /** Each SMS in this language with its DLT template id. */
  smsTexts: SmsTexts;
  /** The WhatsApp consent box on the lead forms and the chat's form. */
  whatsappConsent: WhatsAppConsentCopy;
}
