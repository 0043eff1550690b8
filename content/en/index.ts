import type { LanguagePack } from "../language-pack.ts";
import { aboutEn } from "./about.ts";
import { blogEn } from "./blog.ts";
import { chatLauncherEn } from "./chat-launcher.ts";
import { chatWidgetEn } from "./chat-widget.ts";
import { clinicFinderEn } from "./clinic-finder.ts";
import { commonEn } from "./common.ts";
import { contactEn } from "./contact.ts";
import { csrEn } from "./csr.ts";
import { guidesEn } from "./downloads.ts";
import { forFarmersEn } from "./for-farmers.ts";
import { forPartnersEn } from "./for-partners.ts";
import { formAlertsEn, formMessagesEn } from "./form-messages.ts";
import { homeEn } from "./home.ts";
import { stateNamesEn, stateShortNamesEn } from "./indian-states.ts";
import { languageOfferEn } from "./language.ts";
import { privacyEn, termsEn } from "./legal.ts";
import { liveChatEn, transcriptEn } from "./live-chat.ts";
import { newsletterPagesEn, newsletterMailEn } from "./newsletter.ts";
import { offlineEn } from "./offline.ts";
import { optionLabelsEn } from "./option-labels.ts";
import { pagesEn } from "./pages.ts";
import { partnerNamesEn } from "./partners.ts";
import { resourcesEn } from "./resources.ts";
import { routeNamesEn } from "./routes.ts";
import { siteTextEn } from "./site.ts";
import { sitemapEn } from "./sitemap.ts";
import { smsTextsEn } from "./sms-templates.ts";
import { soilIntelligenceEn } from "./soil-intelligence.ts";
import { soilReportEn } from "./soil-report.ts";
import { solutionsEn } from "./solutions.ts";
import { startClinicEn } from "./start-clinic.ts";
import { whatsappConsentEn } from "./whatsapp-consent.ts";

/**
 * The whole English pack: every area's copy, one field each (content/language-pack.ts
 * says what each holds). content/i18n.ts registers it with one line.
 */
const pack: LanguagePack = {
  home: homeEn,
  about: aboutEn,
  solutions: solutionsEn,
  forFarmers: forFarmersEn,
  forPartners: forPartnersEn,
  csr: csrEn,
  clinicFinder: clinicFinderEn,
  resources: resourcesEn,
  soilIntelligence: soilIntelligenceEn,
  startClinic: startClinicEn,
  contact: contactEn,
  privacyPolicy: privacyEn,
  termsOfService: termsEn,
  sitemapPage: sitemapEn,
  pages: pagesEn,
  guides: guidesEn,
  blog: blogEn,
  common: commonEn,
  languageOffer: languageOfferEn,
  routeNames: routeNamesEn,
  siteText: siteTextEn,
  partnerNames: partnerNamesEn,
  stateNames: stateNamesEn,
  stateShortNames: stateShortNamesEn,
  offline: offlineEn,
  optionLabels: optionLabelsEn,
  formAlerts: formAlertsEn,
  formMessages: formMessagesEn,
  newsletterPages: newsletterPagesEn,
  chatLauncher: chatLauncherEn,
  chatWidget: chatWidgetEn,
  liveChat: liveChatEn,
  transcript: transcriptEn,
  newsletterMail: newsletterMailEn,
  soilReport: soilReportEn,
  smsTexts: smsTextsEn,
  whatsappConsent: whatsappConsentEn,
};

export default pack;
