import { site } from "../site.ts";
import type { SitemapContent } from "../page-types.ts";

const brand = site.brandName;
const didi = site.programmeName;

export const sitemapTe: SitemapContent = {
  meta: { title: "సైట్ మ్యాప్", description: `${brand} వెబ్‌సైట్ పేజీలన్నీ ఒకేచోట: ముఖ్య పేజీలు, మా సేవలు, వేర్వేరు వాళ్ల కోసం పేజీలు, నియమాలు-షరతులు.` },
  hero: { eyebrow: "సైట్ మ్యాప్", title: "సైట్ మ్యాప్", subtitle: "మా వెబ్‌సైట్ పేజీలన్నీ ఒకేచోట." },
  groups: [
    {
      title: "ముఖ్య పేజీలు",
      links: [
        { label: "హోమ్", to: "/", description: "మట్టిని తెలుసుకుని నిలకడైన వ్యవసాయం." },
        { label: "మా కథ", to: "/about", description: "మా కల, లక్ష్యం, బృందం, అవార్డులు." },
        { label: "సమాచారం", to: "/resources", description: "గైడ్‌లు, వీడియోలు, డౌన్‌లోడ్‌లు, తరచూ అడిగే ప్రశ్నలు." },
        { label: "బ్లాగ్", to: "/blog", description: "పొలాల నుంచి వ్యాసాలు, కథలు." },
        { label: "సంప్రదించండి", to: "/contact", description: "ఆఫీసులు, ఫోన్, ఈమెయిల్, పని వేళలు." },
      ],
    },
    {
      title: "మా సేవలు",
      links: [
        { label: "మా సేవలు", to: "/solutions", description: `పరీక్ష యంత్రం, క్లినిక్‌లు, ${didi} పథకం, వేదిక.` },
        { label: "మట్టి సమాచారం", to: "/soil-intelligence", description: "పరీక్షలు, శాటిలైట్, AI కలిసి ఎలా పనిచేస్తాయి." },
        { label: "క్లినిక్ వెతకండి", to: "/find-clinic", description: "మీ దగ్గరలోని మట్టి క్లినిక్‌లు." },
        { label: "క్లినిక్ పెట్టండి", to: "/start-clinic", description: "ఖర్చు, సంపాదన, శిక్షణ, సహాయం." },
      ],
    },
    {
      title: "మీ కోసం",
      links: [
        { label: "రైతుల కోసం", to: "/for-farmers", description: "భూసార పరీక్ష ఎందుకు, ఎలా చేయించాలి." },
        { label: "భాగస్వాముల కోసం", to: "/for-partners", description: "కలిసి పనిచేసే పద్ధతులు, భాగస్వామ్య విన్నపం." },
        { label: "CSR", to: "/csr", description: "CSR కార్యక్రమాలు, ప్రభావం, పెట్టుబడి స్థాయిలు." },
      ],
    },
    {
      title: "నియమాలు, షరతులు",
      links: [
        { label: "గోప్యతా విధానం", to: "/privacy-policy", description: "మీ సమాచారాన్ని మేము ఎలా చూసుకుంటాం." },
        { label: "సేవా నిబంధనలు", to: "/terms-of-service", description: "మా వెబ్‌సైట్ వాడటానికి నిబంధనలు." },
        { label: "సైట్ మ్యాప్", to: "/sitemap", description: "ఇదే పేజీ." },
      ],
    },
  ],
  xmlNote: { label: "sitemap.xml", to: "/sitemap.xml", text: "సెర్చ్ ఇంజన్ల కోసం:" },
};
