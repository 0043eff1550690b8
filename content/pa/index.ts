import type { LanguagePack } from "../language-pack.ts";
import { aboutPa } from "./about.ts";
import { blogPa } from "./blog.ts";
import { chatLauncherPa } from "./chat-launcher.ts";
import { chatWidgetPa } from "./chat-widget.ts";
import { clinicFinderPa } from "./clinic-finder.ts";
import { commonPa } from "./common.ts";
import { contactPa } from "./contact.ts";
import { csrPa } from "./csr.ts";
import { guidesPa } from "./downloads.ts";
import { forFarmersPa } from "./for-farmers.ts";
import { forPartnersPa } from "./for-partners.ts";
import { formAlertsPa, formMessagesPa } from "./form-messages.ts";
import { homePa } from "./home.ts";
import { stateNamesPa, stateShortNamesPa } from "./indian-states.ts";
import { languageOfferPa } from "./language.ts";
import { privacyPa, termsPa } from "./legal.ts";
import { liveChatPa, transcriptPa } from "./live-chat.ts";
import { newsletterPagesPa, newsletterMailPa } from "./newsletter.ts";
import { offlinePa } from "./offline.ts";
import { optionLabelsPa } from "./option-labels.ts";
import { pagesPa } from "./pages.ts";
import { partnerNamesPa } from "./partners.ts";
import { resourcesPa } from "./resources.ts";
import { routeNamesPa } from "./routes.ts";
import { siteTextPa } from "./site.ts";
import { sitemapPa } from "./sitemap.ts";
import { smsTextsPa } from "./sms-templates.ts";
import { soilIntelligencePa } from "./soil-intelligence.ts";
import { soilReportPa } from "./soil-report.ts";
import { solutionsPa } from "./solutions.ts";
import { startClinicPa } from "./start-clinic.ts";
import { whatsappConsentPa } from "./whatsapp-consent.ts";

/**
 * The whole Punjabi pack: every area's copy, one field each (content/language-pack.ts
 * says what each holds). content/i18n.ts registers it with one line.
 */
const pack: LanguagePack = {
  home: homePa,
  about: aboutPa,
  solutions: solutionsPa,
  forFarmers: forFarmersPa,
  forPartners: forPartnersPa,
  csr: csrPa,
  clinicFinder: clinicFinderPa,
  resources: resourcesPa,
  soilIntelligence: soilIntelligencePa,
  startClinic: startClinicPa,
  contact: contactPa,
  privacyPolicy: privacyPa,
  termsOfService: termsPa,
  sitemapPage: sitemapPa,
  pages: pagesPa,
  guides: guidesPa,
  blog: blogPa,
  common: commonPa,
  languageOffer: languageOfferPa,
  routeNames: routeNamesPa,
  siteText: siteTextPa,
  partnerNames: partnerNamesPa,
  stateNames: stateNamesPa,
  stateShortNames: stateShortNamesPa,
  offline: offlinePa,
  optionLabels: optionLabelsPa,
  formAlerts: formAlertsPa,
  formMessages: formMessagesPa,
  newsletterPages: newsletterPagesPa,
  chatLauncher: chatLauncherPa,
  chatWidget: chatWidgetPa,
  liveChat: liveChatPa,
  transcript: transcriptPa,
  newsletterMail: newsletterMailPa,
  soilReport: soilReportPa,
  smsTexts: smsTextsPa,
  whatsappConsent: whatsappConsentPa,
};

export default pack;
