import type { LanguagePack } from "../language-pack.ts";
import { aboutGu } from "./about.ts";
import { blogGu } from "./blog.ts";
import { chatLauncherGu } from "./chat-launcher.ts";
import { chatWidgetGu } from "./chat-widget.ts";
import { clinicFinderGu } from "./clinic-finder.ts";
import { commonGu } from "./common.ts";
import { contactGu } from "./contact.ts";
import { csrGu } from "./csr.ts";
import { guidesGu } from "./downloads.ts";
import { forFarmersGu } from "./for-farmers.ts";
import { forPartnersGu } from "./for-partners.ts";
import { formAlertsGu, formMessagesGu } from "./form-messages.ts";
import { homeGu } from "./home.ts";
import { stateNamesGu, stateShortNamesGu } from "./indian-states.ts";
import { languageOfferGu } from "./language.ts";
import { privacyGu, termsGu } from "./legal.ts";
import { liveChatGu, transcriptGu } from "./live-chat.ts";
import { newsletterPagesGu, newsletterMailGu } from "./newsletter.ts";
import { offlineGu } from "./offline.ts";
import { optionLabelsGu } from "./option-labels.ts";
import { pagesGu } from "./pages.ts";
import { partnerNamesGu } from "./partners.ts";
import { resourcesGu } from "./resources.ts";
import { routeNamesGu } from "./routes.ts";
import { siteTextGu } from "./site.ts";
import { sitemapGu } from "./sitemap.ts";
import { smsTextsGu } from "./sms-templates.ts";
import { soilIntelligenceGu } from "./soil-intelligence.ts";
import { soilReportGu } from "./soil-report.ts";
import { solutionsGu } from "./solutions.ts";
import { startClinicGu } from "./start-clinic.ts";
import { whatsappConsentGu } from "./whatsapp-consent.ts";

/**
 * The whole Gujarati pack: every area's copy, one field each (content/language-pack.ts
 * says what each holds). content/i18n.ts registers it with one line.
 */
const pack: LanguagePack = {
  home: homeGu,
  about: aboutGu,
  solutions: solutionsGu,
  forFarmers: forFarmersGu,
  forPartners: forPartnersGu,
  csr: csrGu,
  clinicFinder: clinicFinderGu,
  resources: resourcesGu,
  soilIntelligence: soilIntelligenceGu,
  startClinic: startClinicGu,
  contact: contactGu,
  privacyPolicy: privacyGu,
  termsOfService: termsGu,
  sitemapPage: sitemapGu,
  pages: pagesGu,
  guides: guidesGu,
  blog: blogGu,
  common: commonGu,
  languageOffer: languageOfferGu,
  routeNames: routeNamesGu,
  siteText: siteTextGu,
  partnerNames: partnerNamesGu,
  stateNames: stateNamesGu,
  stateShortNames: stateShortNamesGu,
  offline: offlineGu,
  optionLabels: optionLabelsGu,
  formAlerts: formAlertsGu,
  formMessages: formMessagesGu,
  newsletterPages: newsletterPagesGu,
  chatLauncher: chatLauncherGu,
  chatWidget: chatWidgetGu,
  liveChat: liveChatGu,
  transcript: transcriptGu,
  newsletterMail: newsletterMailGu,
  soilReport: soilReportGu,
  smsTexts: smsTextsGu,
  whatsappConsent: whatsappConsentGu,
};

export default pack;
