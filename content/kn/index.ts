import type { LanguagePack } from "../language-pack.ts";
import { aboutKn } from "./about.ts";
import { blogKn } from "./blog.ts";
import { chatLauncherKn } from "./chat-launcher.ts";
import { chatWidgetKn } from "./chat-widget.ts";
import { clinicFinderKn } from "./clinic-finder.ts";
import { commonKn } from "./common.ts";
import { contactKn } from "./contact.ts";
import { csrKn } from "./csr.ts";
import { guidesKn } from "./downloads.ts";
import { forFarmersKn } from "./for-farmers.ts";
import { forPartnersKn } from "./for-partners.ts";
import { formAlertsKn, formMessagesKn } from "./form-messages.ts";
import { homeKn } from "./home.ts";
import { stateNamesKn, stateShortNamesKn } from "./indian-states.ts";
import { languageOfferKn } from "./language.ts";
import { privacyKn, termsKn } from "./legal.ts";
import { liveChatKn, transcriptKn } from "./live-chat.ts";
import { newsletterPagesKn, newsletterMailKn } from "./newsletter.ts";
import { offlineKn } from "./offline.ts";
import { optionLabelsKn } from "./option-labels.ts";
import { pagesKn } from "./pages.ts";
import { partnerNamesKn } from "./partners.ts";
import { resourcesKn } from "./resources.ts";
import { routeNamesKn } from "./routes.ts";
import { siteTextKn } from "./site.ts";
import { sitemapKn } from "./sitemap.ts";
import { smsTextsKn } from "./sms-templates.ts";
import { soilIntelligenceKn } from "./soil-intelligence.ts";
import { soilReportKn } from "./soil-report.ts";
import { solutionsKn } from "./solutions.ts";
import { startClinicKn } from "./start-clinic.ts";
import { whatsappConsentKn } from "./whatsapp-consent.ts";

/**
 * The whole Kannada pack: every area's copy, one field each (content/language-pack.ts
 * says what each holds). content/i18n.ts registers it with one line.
 */
const pack: LanguagePack = {
  home: homeKn,
  about: aboutKn,
  solutions: solutionsKn,
  forFarmers: forFarmersKn,
  forPartners: forPartnersKn,
  csr: csrKn,
  clinicFinder: clinicFinderKn,
  resources: resourcesKn,
  soilIntelligence: soilIntelligenceKn,
  startClinic: startClinicKn,
  contact: contactKn,
  privacyPolicy: privacyKn,
  termsOfService: termsKn,
  sitemapPage: sitemapKn,
  pages: pagesKn,
  guides: guidesKn,
  blog: blogKn,
  common: commonKn,
  languageOffer: languageOfferKn,
  routeNames: routeNamesKn,
  siteText: siteTextKn,
  partnerNames: partnerNamesKn,
  stateNames: stateNamesKn,
  stateShortNames: stateShortNamesKn,
  offline: offlineKn,
  optionLabels: optionLabelsKn,
  formAlerts: formAlertsKn,
  formMessages: formMessagesKn,
  newsletterPages: newsletterPagesKn,
  chatLauncher: chatLauncherKn,
  chatWidget: chatWidgetKn,
  liveChat: liveChatKn,
  transcript: transcriptKn,
  newsletterMail: newsletterMailKn,
  soilReport: soilReportKn,
  smsTexts: smsTextsKn,
  whatsappConsent: whatsappConsentKn,
};

export default pack;
