import { site } from "../site.ts";
import type { SitemapContent } from "../page-types.ts";

const brand = site.brandName;
const didi = site.programmeName;

export const sitemapGu: SitemapContent = {
  meta: { title: "સાઇટનો નકશો", description: `${brand} વેબસાઇટનાં બધાં પેજ એક જગ્યાએ: મુખ્ય પેજ, અમારી સેવાઓ, જુદા જુદા લોકો માટેનાં પેજ અને નિયમો-શરતો.` },
  hero: { eyebrow: "સાઇટનો નકશો", title: "સાઇટનો નકશો", subtitle: "અમારી વેબસાઇટનાં બધાં પેજ એક જગ્યાએ." },
  groups: [
    {
      title: "મુખ્ય પેજ",
      links: [
        { label: "હોમ", to: "/", description: "જમીનને ઓળખીને ટકાઉ ખેતી." },
        { label: "અમારી વાત", to: "/about", description: "અમારું સપનું, લક્ષ્ય, ટીમ અને પુરસ્કાર." },
        { label: "માહિતી", to: "/resources", description: "માર્ગદર્શિકા, વીડિયો, ડાઉનલોડ અને વારંવાર પુછાતા સવાલ." },
        { label: "બ્લોગ", to: "/blog", description: "ખેતરોમાંથી લેખ અને વાતો." },
        { label: "સંપર્ક", to: "/contact", description: "ઓફિસ, ફોન, ઈમેલ અને કામનો સમય." },
      ],
    },
    {
      title: "અમારી સેવાઓ",
      links: [
        { label: "અમારી સેવાઓ", to: "/solutions", description: `ચકાસણી મશીન, ક્લિનિક, ${didi} યોજના અને પ્લેટફોર્મ.` },
        { label: "જમીનની સમજ", to: "/soil-intelligence", description: "ચકાસણી, સેટેલાઇટ અને AI સાથે મળીને કેવી રીતે કામ કરે છે." },
        { label: "ક્લિનિક શોધો", to: "/find-clinic", description: "તમારી નજીકનાં જમીન ક્લિનિક." },
        { label: "ક્લિનિક ખોલો", to: "/start-clinic", description: "ખર્ચ, કમાણી, તાલીમ અને મદદ." },
      ],
    },
    {
      title: "તમારા માટે",
      links: [
        { label: "ખેડૂતો માટે", to: "/for-farmers", description: "જમીનની ચકાસણી શા માટે અને કેવી રીતે કરાવવી." },
        { label: "ભાગીદારો માટે", to: "/for-partners", description: "સાથે કામ કરવાની રીતો અને ભાગીદારીની અરજી." },
        { label: "CSR", to: "/csr", description: "CSR કાર્યક્રમો, અસર અને રોકાણનાં સ્તર." },
      ],
    },
    {
      title: "નિયમો અને શરતો",
      links: [
        { label: "ગોપનીયતા નીતિ", to: "/privacy-policy", description: "અમે તમારી માહિતી કેવી રીતે સાચવીએ છીએ." },
        { label: "સેવાની શરતો", to: "/terms-of-service", description: "અમારી વેબસાઇટ વાપરવાની શરતો." },
        { label: "સાઇટનો નકશો", to: "/sitemap", description: "આ જ પેજ." },
      ],
    },
  ],
  xmlNote: { label: "sitemap.xml", to: "/sitemap.xml", text: "સર્ચ એન્જિન માટે:" },
};
