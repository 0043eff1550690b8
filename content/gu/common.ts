import { site } from "../site.ts";
import type { CommonContent } from "../types.ts";

export const commonGu: CommonContent = {
  skipLink: "સીધા મુખ્ય માહિતી પર જાઓ",
  honeypotLabel: "આ ખાનું ખાલી રાખો",
  nav: {
    label: "મુખ્ય મેનુ",
    homeLabel: `${site.brandName} નું હોમ પેજ`,
    links: [
      { label: "અમારી વાત", to: "/about" },
      { label: "અમારી સેવાઓ", to: "/solutions" },
      { label: "જમીનની સમજ", to: "/soil-intelligence" },
      { label: "ખેડૂતો માટે", to: "/for-farmers" },
      { label: "ભાગીદારો માટે", to: "/for-partners" },
      { label: "CSR", to: "/csr" },
      { label: "ક્લિનિક શોધો", to: "/find-clinic" },
      { label: "માહિતી", to: "/resources" },
      { label: "સંપર્ક", to: "/contact" },
    ],
    startClinic: { label: "ક્લિનિક ખોલો", to: "/start-clinic" },
    openMenu: "મેનુ ખોલો",
    closeMenu: "મેનુ બંધ કરો",
  },
  footer: {
    blurb: `${site.brandName} લેબ જેવી જમીન ચકાસણી સીધી તમારા ખેતર સુધી લાવે છે. નાનું ચકાસણી મશીન, ગામની તાલીમ પામેલી ${site.programmeName} અને સેટેલાઇટથી મળતી સલાહની મદદથી ખેડૂતો ખાતર-દવા પાછળ ઓછો ખર્ચ કરે છે અને સારી જમીનમાંથી વધુ પાક લે છે.`,
    socialHeading: "અમારી સાથે જોડાઓ",
    quickLinksHeading: "જરૂરી લિંક",
    quickLinks: [
      { label: "અમારી વાત", to: "/about" },
      { label: "ખેડૂતો માટે", to: "/for-farmers" },
      { label: "ભાગીદારો માટે", to: "/for-partners" },
      { label: "CSR ભાગીદારી", to: "/csr" },
      { label: "માહિતી", to: "/resources" },
      { label: "બ્લોગ", to: "/blog" },
      { label: "સંપર્ક", to: "/contact" },
    ],
    servicesHeading: "અમારી સેવાઓ",
    services: [
      { label: "જમીન ચકાસણી મશીન", to: "/solutions" },
      { label: "નજીકનું ક્લિનિક શોધો", to: "/find-clinic" },
      { label: `${site.programmeName} યોજના`, to: "/solutions" },
      { label: "જમીન જાણકારી પ્લેટફોર્મ", to: "/soil-intelligence" },
      { label: "ક્લિનિક ખોલો", to: "/start-clinic" },
    ],
    phoneLabel: "ફોન",
    emailLabel: "ઈમેલ",
    legalLabel: "નિયમો અને શરતો",
    legal: [
      { label: "ગોપનીયતા નીતિ", to: "/privacy-policy" },
      { label: "સેવાની શરતો", to: "/terms-of-service" },
      { label: "સાઇટનો નકશો", to: "/sitemap" },
    ],
    rights: "બધા હક અનામત.",
  },
  notFound: {
    meta: {
      title: "પેજ મળ્યું નહીં",
      description: "તમે જે પેજ શોધો છો તે નથી અથવા બીજે ખસી ગયું છે.",
    },
    eyebrow: "ભૂલ 404",
    title: "આ ખેતર ખાલી છે",
    subtitle: "તમે જે પેજ શોધો છો તે નથી અથવા બીજે ખસી ગયું છે. ચાલો, તમને સાચી જગ્યાએ લઈ જઈએ.",
    home: { label: "હોમ પેજ પર જાઓ", to: "/" },
    contact: { label: "અમારી સાથે વાત કરો", to: "/contact" },
    suggestionsHeading: "લોકો આ પેજ વધુ જુએ છે",
  },
  error: {
    title: "કંઈક ગરબડ થઈ ગઈ",
    subtitle: "આ પેજ ખૂલી શક્યું નહીં. થોડી વાર પછી ફરી પ્રયત્ન કરો.",
    home: { label: "હોમ પેજ પર જાઓ", to: "/" },
  },
};
