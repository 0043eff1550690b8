import { site } from "../site.ts";
import type { CommonContent } from "../types.ts";

export const commonTe: CommonContent = {
  skipLink: "నేరుగా ముఖ్య సమాచారానికి వెళ్లండి",
  honeypotLabel: "దీన్ని ఖాళీగా వదిలేయండి",
  nav: {
    label: "ముఖ్య మెనూ",
    homeLabel: `${site.brandName} హోమ్ పేజీ`,
    links: [
      { label: "మా కథ", to: "/about" },
      { label: "మా సేవలు", to: "/solutions" },
      { label: "మట్టి సమాచారం", to: "/soil-intelligence" },
      { label: "రైతుల కోసం", to: "/for-farmers" },
      { label: "భాగస్వాముల కోసం", to: "/for-partners" },
      { label: "CSR", to: "/csr" },
      { label: "క్లినిక్ వెతకండి", to: "/find-clinic" },
      { label: "సమాచారం", to: "/resources" },
      { label: "సంప్రదించండి", to: "/contact" },
    ],
    startClinic: { label: "క్లినిక్ పెట్టండి", to: "/start-clinic" },
    openMenu: "మెనూ తెరవండి",
    closeMenu: "మెనూ మూసేయండి",
  },
  footer: {
    blurb: `${site.brandName} ల్యాబ్ స్థాయి భూసార పరీక్షను నేరుగా మీ పొలం దగ్గరికే తెస్తుంది. చిన్న పరీక్ష యంత్రం, శిక్షణ పొందిన ఊరి ${site.programmeName}, శాటిలైట్ ఆధారిత సలహాలతో రైతులు ఎరువులు, మందులపై తక్కువ ఖర్చు పెట్టి, ఆరోగ్యమైన మట్టి నుంచి ఎక్కువ పంట తీస్తున్నారు.`,
    socialHeading: "మాతో కలవండి",
    quickLinksHeading: "ముఖ్యమైన లింకులు",
    quickLinks: [
      { label: "మా కథ", to: "/about" },
      { label: "రైతుల కోసం", to: "/for-farmers" },
      { label: "భాగస్వాముల కోసం", to: "/for-partners" },
      { label: "CSR భాగస్వామ్యం", to: "/csr" },
      { label: "సమాచారం", to: "/resources" },
      { label: "బ్లాగ్", to: "/blog" },
      { label: "సంప్రదించండి", to: "/contact" },
    ],
    servicesHeading: "మా సేవలు",
    services: [
      { label: "మట్టి పరీక్ష యంత్రం", to: "/solutions" },
      { label: "దగ్గరి క్లినిక్ వెతకండి", to: "/find-clinic" },
      { label: `${site.programmeName} పథకం`, to: "/solutions" },
      { label: "మట్టి సమాచార వేదిక", to: "/soil-intelligence" },
      { label: "క్లినిక్ పెట్టండి", to: "/start-clinic" },
    ],
    phoneLabel: "ఫోన్",
    emailLabel: "ఈమెయిల్",
    legalLabel: "నియమాలు, షరతులు",
    legal: [
      { label: "గోప్యతా విధానం", to: "/privacy-policy" },
      { label: "సేవా నిబంధనలు", to: "/terms-of-service" },
      { label: "సైట్ మ్యాప్", to: "/sitemap" },
    ],
    rights: "అన్ని హక్కులు మావే.",
  },
  notFound: {
    meta: {
      title: "పేజీ దొరకలేదు",
      description: "మీరు వెతుకుతున్న పేజీ లేదు, లేదా వేరే చోటుకు మారింది.",
    },
    eyebrow: "పొరపాటు 404",
    title: "ఈ పొలం ఖాళీగా ఉంది",
    subtitle: "మీరు వెతుకుతున్న పేజీ లేదు, లేదా వేరే చోటుకు మారింది. పదండి, మిమ్మల్ని సరైన చోటుకు తీసుకెళ్తాం.",
    home: { label: "హోమ్ పేజీకి వెళ్లండి", to: "/" },
    contact: { label: "మాతో మాట్లాడండి", to: "/contact" },
    suggestionsHeading: "ఎక్కువ మంది చూసే పేజీలు",
  },
  error: {
    title: "ఏదో పొరపాటు జరిగింది",
    subtitle: "ఈ పేజీ తెరుచుకోలేదు. కొద్దిసేపు తర్వాత మళ్లీ ప్రయత్నించండి.",
    home: { label: "హోమ్ పేజీకి వెళ్లండి", to: "/" },
  },
};
