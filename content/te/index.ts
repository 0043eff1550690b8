import type { LanguagePack } from "../language-pack.ts";
import { aboutTe } from "./about.ts";
import { blogTe } from "./blog.ts";
import { chatLauncherTe } from "./chat-launcher.ts";
import { chatWidgetTe } from "./chat-widget.ts";
import { clinicFinderTe } from "./clinic-finder.ts";
import { commonTe } from "./common.ts";
import { contactTe } from "./contact.ts";
import { csrTe } from "./csr.ts";
import { guidesTe } from "./downloads.ts";
import { forFarmersTe } from "./for-farmers.ts";
import { forPartnersTe } from "./for-partners.ts";
import { formAlertsTe, formMessagesTe } from "./form-messages.ts";
import { homeTe } from "./home.ts";
import { stateNamesTe, stateShortNamesTe } from "./indian-states.ts";
import { languageOfferTe } from "./language.ts";
import { privacyTe, termsTe } from "./legal.ts";
import { liveChatTe, transcriptTe } from "./live-chat.ts";
import { newsletterPagesTe, newsletterMailTe } from "./newsletter.ts";
import { offlineTe } from "./offline.ts";
import { optionLabelsTe } from "./option-labels.ts";
import { pagesTe } from "./pages.ts";
import { partnerNamesTe } from "./partners.ts";
import { resourcesTe } from "./resources.ts";
import { routeNamesTe } from "./routes.ts";
import { siteTextTe } from "./site.ts";
import { sitemapTe } from "./sitemap.ts";
import { smsTextsTe } from "./sms-templates.ts";
import { soilIntelligenceTe } from "./soil-intelligence.ts";
import { soilReportTe } from "./soil-report.ts";
import { solutionsTe } from "./solutions.ts";
import { startClinicTe } from "./start-clinic.ts";
import { whatsappConsentTe } from "./whatsapp-consent.ts";

/**
 * The whole Telugu pack: every area's copy, one field each (content/language-pack.ts
 * says what each holds). content/i18n.ts registers it with one line.
 */
const pack: LanguagePack = {
  home: homeTe,
  about: aboutTe,
  solutions: solutionsTe,
  forFarmers: forFarmersTe,
  forPartners: forPartnersTe,
  csr: csrTe,
  clinicFinder: clinicFinderTe,
  resources: resourcesTe,
  soilIntelligence: soilIntelligenceTe,
  startClinic: startClinicTe,
  contact: contactTe,
  privacyPolicy: privacyTe,
  termsOfService: termsTe,
  sitemapPage: sitemapTe,
  pages: pagesTe,
  guides: guidesTe,
  blog: blogTe,
  common: commonTe,
  languageOffer: languageOfferTe,
  routeNames: routeNamesTe,
  siteText: siteTextTe,
  partnerNames: partnerNamesTe,
  stateNames: stateNamesTe,
  stateShortNames: stateShortNamesTe,
  offline: offlineTe,
  optionLabels: optionLabelsTe,
  formAlerts: formAlertsTe,
  formMessages: formMessagesTe,
  newsletterPages: newsletterPagesTe,
  chatLauncher: chatLauncherTe,
  chatWidget: chatWidgetTe,
  liveChat: liveChatTe,
  transcript: transcriptTe,
  newsletterMail: newsletterMailTe,
  soilReport: soilReportTe,
  smsTexts: smsTextsTe,
  whatsappConsent: whatsappConsentTe,
};

export default pack;
