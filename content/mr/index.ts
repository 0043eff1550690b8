import type { LanguagePack } from "../language-pack.ts";
import { aboutMr } from "./about.ts";
import { blogMr } from "./blog.ts";
import { chatLauncherMr } from "./chat-launcher.ts";
import { chatWidgetMr } from "./chat-widget.ts";
import { clinicFinderMr } from "./clinic-finder.ts";
import { commonMr } from "./common.ts";
import { contactMr } from "./contact.ts";
import { csrMr } from "./csr.ts";
import { guidesMr } from "./downloads.ts";
import { forFarmersMr } from "./for-farmers.ts";
import { forPartnersMr } from "./for-partners.ts";
import { formAlertsMr, formMessagesMr } from "./form-messages.ts";
import { homeMr } from "./home.ts";
import { stateNamesMr, stateShortNamesMr } from "./indian-states.ts";
import { languageOfferMr } from "./language.ts";
import { privacyMr, termsMr } from "./legal.ts";
import { liveChatMr, transcriptMr } from "./live-chat.ts";
import { newsletterPagesMr, newsletterMailMr } from "./newsletter.ts";
import { offlineMr } from "./offline.ts";
import { optionLabelsMr } from "./option-labels.ts";
import { pagesMr } from "./pages.ts";
import { partnerNamesMr } from "./partners.ts";
import { resourcesMr } from "./resources.ts";
import { routeNamesMr } from "./routes.ts";
import { siteTextMr } from "./site.ts";
import { sitemapMr } from "./sitemap.ts";
import { smsTextsMr } from "./sms-templates.ts";
import { soilIntelligenceMr } from "./soil-intelligence.ts";
import { soilReportMr } from "./soil-report.ts";
import { solutionsMr } from "./solutions.ts";
import { startClinicMr } from "./start-clinic.ts";
import { whatsappConsentMr } from "./whatsapp-consent.ts";

/**
 * The whole Marathi pack: every area's copy, one field each (content/language-pack.ts
 * says what each holds). content/i18n.ts registers it with one line.
 */
const pack: LanguagePack = {
  home: homeMr,
  about: aboutMr,
  solutions: solutionsMr,
  forFarmers: forFarmersMr,
  forPartners: forPartnersMr,
  csr: csrMr,
  clinicFinder: clinicFinderMr,
  resources: resourcesMr,
  soilIntelligence: soilIntelligenceMr,
  startClinic: startClinicMr,
  contact: contactMr,
  privacyPolicy: privacyMr,
  termsOfService: termsMr,
  sitemapPage: sitemapMr,
  pages: pagesMr,
  guides: guidesMr,
  blog: blogMr,
  common: commonMr,
  languageOffer: languageOfferMr,
  routeNames: routeNamesMr,
  siteText: siteTextMr,
  partnerNames: partnerNamesMr,
  stateNames: stateNamesMr,
  stateShortNames: stateShortNamesMr,
  offline: offlineMr,
  optionLabels: optionLabelsMr,
  formAlerts: formAlertsMr,
  formMessages: formMessagesMr,
  newsletterPages: newsletterPagesMr,
  chatLauncher: chatLauncherMr,
  chatWidget: chatWidgetMr,
  liveChat: liveChatMr,
  transcript: transcriptMr,
  newsletterMail: newsletterMailMr,
  soilReport: soilReportMr,
  smsTexts: smsTextsMr,
  whatsappConsent: whatsappConsentMr,
};

export default pack;
