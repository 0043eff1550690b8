import type { LanguagePack } from "../language-pack.ts";
import { aboutHi } from "./about.ts";
import { blogHi } from "./blog.ts";
import { chatLauncherHi } from "./chat-launcher.ts";
import { chatWidgetHi } from "./chat-widget.ts";
import { clinicFinderHi } from "./clinic-finder.ts";
import { commonHi } from "./common.ts";
import { contactHi } from "./contact.ts";
import { csrHi } from "./csr.ts";
import { guidesHi } from "./downloads.ts";
import { forFarmersHi } from "./for-farmers.ts";
import { forPartnersHi } from "./for-partners.ts";
import { formAlertsHi, formMessagesHi } from "./form-messages.ts";
import { homeHi } from "./home.ts";
import { stateNamesHi, stateShortNamesHi } from "./indian-states.ts";
import { languageOfferHi } from "./language.ts";
import { privacyHi, termsHi } from "./legal.ts";
import { liveChatHi, transcriptHi } from "./live-chat.ts";
import { newsletterPagesHi, newsletterMailHi } from "./newsletter.ts";
import { offlineHi } from "./offline.ts";
import { optionLabelsHi } from "./option-labels.ts";
import { pagesHi } from "./pages.ts";
import { partnerNamesHi } from "./partners.ts";
import { resourcesHi } from "./resources.ts";
import { routeNamesHi } from "./routes.ts";
import { siteTextHi } from "./site.ts";
import { sitemapHi } from "./sitemap.ts";
import { smsTextsHi } from "./sms-templates.ts";
import { soilIntelligenceHi } from "./soil-intelligence.ts";
import { soilReportHi } from "./soil-report.ts";
import { solutionsHi } from "./solutions.ts";
import { startClinicHi } from "./start-clinic.ts";
import { whatsappConsentHi } from "./whatsapp-consent.ts";

/**
 * The whole Hindi pack: every area's copy, one field each (content/language-pack.ts
 * says what each holds). content/i18n.ts registers it with one line.
 */
const pack: LanguagePack = {
  home: homeHi,
  about: aboutHi,
  solutions: solutionsHi,
  forFarmers: forFarmersHi,
  forPartners: forPartnersHi,
  csr: csrHi,
  clinicFinder: clinicFinderHi,
  resources: resourcesHi,
  soilIntelligence: soilIntelligenceHi,
  startClinic: startClinicHi,
  contact: contactHi,
  privacyPolicy: privacyHi,
  termsOfService: termsHi,
  sitemapPage: sitemapHi,
  pages: pagesHi,
  guides: guidesHi,
  blog: blogHi,
  common: commonHi,
  languageOffer: languageOfferHi,
  routeNames: routeNamesHi,
  siteText: siteTextHi,
  partnerNames: partnerNamesHi,
  stateNames: stateNamesHi,
  stateShortNames: stateShortNamesHi,
  offline: offlineHi,
  optionLabels: optionLabelsHi,
  formAlerts: formAlertsHi,
  formMessages: formMessagesHi,
  newsletterPages: newsletterPagesHi,
  chatLauncher: chatLauncherHi,
  chatWidget: chatWidgetHi,
  liveChat: liveChatHi,
  transcript: transcriptHi,
  newsletterMail: newsletterMailHi,
  soilReport: soilReportHi,
  smsTexts: smsTextsHi,
  whatsappConsent: whatsappConsentHi,
};

export default pack;
