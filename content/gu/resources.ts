import { site } from "../site.ts";
import type { ResourcesContent } from "../page-types.ts";

const brand = site.brandName;

export const resourcesGu: ResourcesContent = {
  meta: {
    title: "માહિતી",
    description: "જમીન ચકાસણી, ખાતર અને ખેતીની સારી રીતો વિશે ગુજરાતી, હિન્દી અને અંગ્રેજીમાં લેખ, વીડિયો અને માર્ગદર્શિકા, સાથે મફત PDF: જમીન આરોગ્ય પુસ્તિકા, ખાતર માર્ગદર્શિકા અને પાક સલાહ.",
  },
  hero: {
    eyebrow: "માહિતી",
    title: "તમારી જમીન વિશે વધુ જાણો",
    subtitle: "જમીન ચકાસણી, ખાતર અને પાકની સલાહ પર કામની માર્ગદર્શિકા, ગુજરાતી, હિન્દી અને અંગ્રેજીમાં, વાંચવા અને ડાઉનલોડ કરવા માટે મફત.",
    primary: { label: "મફત ડાઉનલોડ", to: "#downloads" },
    secondary: { label: "વારંવાર પુછાતા સવાલ", to: "#faq" },
  },
  library: {
    eyebrow: "માહિતીનો ભંડાર",
    title: "લેખ, વીડિયો અને વાતો",
    subtitle: "શોધો, અથવા પ્રકાર, વિષય અને ભાષાથી ગાળો.",
    searchLabel: "માહિતી શોધો",
    searchPlaceholder: "નામ કે વિષયથી શોધો",
    filters: { type: "પ્રકાર", category: "વિષય", language: "ભાષા", all: "બધું" },
    typeLabels: { article: "લેખ", video: "વીડિયો", blog: "બ્લોગ" },
    categories: ["Basics", "Soil Testing", "Fertilizers", "Success Stories", "Best Practices"],
    categoryLabels: {
      Basics: "શરૂઆતની વાતો",
      "Soil Testing": "જમીન ચકાસણી",
      Fertilizers: "ખાતર",
      "Success Stories": "સફળતાની વાતો",
      "Best Practices": "ખેતીની સારી રીતો",
    },
    languages: ["English", "Hindi"],
    languageLabels: { English: "અંગ્રેજી", Hindi: "હિન્દી" },
    countOne: "{n} માહિતી મળી",
    countMany: "{n} માહિતી મળી",
    empty: "તમારી શોધથી કંઈ મળ્યું નહીં. બીજો શબ્દ લખો અથવા ફિલ્ટર હટાવો.",
    clear: "ફિલ્ટર હટાવો",
    items: [
      {
        title: "માટીનો નમૂનો સાચી રીતે કેવી રીતે લેવો",
        description: "ક્યાં ખોદવું, કેટલું ઊંડું અને કેટલી માટી: દરેક ખેતરમાં 5-10 જગ્યા, 6 ઇંચ ઊંડે, ભેળવીને 500 ગ્રામનો એક નમૂનો. સારી ચકાસણી સારા નમૂનાથી શરૂ થાય છે.",
        type: "article",
        category: "Soil Testing",
        language: "Gujarati",
        length: "5 મિનિટમાં વાંચો",
        link: { label: "જમીન આરોગ્ય પુસ્તિકામાં વાંચો", to: "/downloads/soil-health-booklet.gu.pdf" },
      },
      {
        title: "જમીનની ચકાસણી કેમ જરૂરી છે? (હિન્દી વીડિયો)",
        description: "હિન્દીમાં એક નાનો વીડિયો: જમીનની ચકાસણી શું કહે છે અને ખાતરમાં પૈસા કેવી રીતે બચાવે છે. ગામના એક જમીન ક્લિનિકમાં ઉતારેલો.",
        type: "video",
        category: "Basics",
        language: "Hindi",
        length: "4 મિનિટનો વીડિયો",
        link: { label: "અમારી WhatsApp ચેનલ પર મેળવો", to: "/contact" },
      },
      {
        title: "7 થી 9 ક્વિન્ટલ: બિહારના એક ખેડૂતની વાત",
        description: "એક નાના ખેડૂતે જમીનની ચકાસણી કરાવી, આખી સિઝન પાક પ્રમાણે સલાહ માની, અને તેનું ઉત્પાદન 28.5% વધ્યું.",
        type: "blog",
        category: "Success Stories",
        language: "English",
        length: "6 મિનિટમાં વાંચો",
        link: { label: "અમારા બ્લોગ પર વાંચો", to: "/blog" },
      },
    ],
  },
  downloads: {
    eyebrow: "મફત ડાઉનલોડ",
    title: "સાચવવા અને વહેંચવા જેવી માર્ગદર્શિકા",
    subtitle: "છાપો, WhatsApp પર મોકલો અથવા તમારા ફોનમાં રાખો.",
    button: "PDF ડાઉનલોડ કરો",
    items: [
      {
        title: "જમીન આરોગ્ય પુસ્તિકા",
        description: "જમીનના આરોગ્યનો અર્થ, અમે કઈ બાબતો ચકાસીએ છીએ, નમૂનો કેવી રીતે લેવો અને તમારો રિપોર્ટ કેવી રીતે વાંચવો.",
        href: "/downloads/soil-health-booklet.gu.pdf",
        details: "PDF · 3 પાનાં",
      },
      {
        title: "ખાતર માર્ગદર્શિકા",
        description: "સામાન્ય ખાતરોમાં કેટલાં પોષક તત્વો હોય છે, ચકાસણી પ્રમાણે માત્રા કેવી રીતે બદલવી અને ખાતર સલામત રીતે કેવી રીતે નાખવું.",
        href: "/downloads/fertilizer-guide.gu.pdf",
        details: "PDF · 3 પાનાં",
      },
      {
        title: "પાક સલાહ",
        description: "ઘઉં, ડાંગર, મકાઈ, રાયડો, મગફળી, કપાસ, સોયાબીન અને ચણા માટે સિઝન પ્રમાણે ખાતરની યોજના.",
        href: "/downloads/crop-advisory.gu.pdf",
        details: "PDF · 2 પાનાં",
      },
    ],
  },
  faq: {
    eyebrow: "વારંવાર પુછાતા સવાલ",
    title: "ખેડૂતો વારંવાર પૂછે છે",
    items: [
      {
        question: "જમીનની ચકાસણીમાં કેટલો સમય લાગે અને કેટલા પૈસા થાય?",
        answer: `નાનું મશીન 45-60 મિનિટમાં 13+ બાબતો ચકાસે છે, એટલે પરિણામ અને સલાહ એ જ દિવસે મળી જાય છે. ${brand} કે ${site.programmeName} કેન્દ્ર પર એક નમૂનાની ચકાસણી ₹300-₹500 માં થાય છે.`,
      },
      {
        question: "માટીનો નમૂનો કેવી રીતે લેવો?",
        answer: "ઉપરનો કચરો-પાંદડાં હટાવીને, ખેતરમાં વાંકાચૂકા (ઝિગઝેગ) ચાલતાં 5-10 જગ્યાએથી 6 ઇંચ ઊંડે સુધીની માટી લો. ચોખ્ખી ડોલમાં ભેળવો અને આશરે 500 ગ્રામ માટી ચોખ્ખી થેલીમાં ભરો, તેના પર તમારું નામ અને ખેતર લખો. શેઢા-પાળા, ખાતરના ખાડા અને જ્યાં હમણાં ખાતર નાખ્યું હોય ત્યાંથી નમૂનો ન લો.",
      },
      {
        question: "જમીનની ચકાસણી કેટલી વાર કરાવવી જોઈએ?",
        answer: "દર સિઝને વાવણી પહેલાં, અથવા ઓછામાં ઓછું વર્ષે એક વાર. દર વર્ષે એક જ સમયે ચકાસણી કરાવવાથી ખબર પડે છે કે જમીન કેવી રીતે બદલાય છે અને તમારું ખાતર કામ કરે છે કે નહીં.",
      },
    ],
  },
  stayInTouch: {
    eyebrow: "જોડાયેલા રહો",
    title: "નવી માર્ગદર્શિકા, સીધી તમારા સુધી",
    subtitle: "સિઝનની સલાહ, નવી માર્ગદર્શિકા અને ખેડૂતોની વાતો, ઈમેલ કે WhatsApp પર.",
    whatsapp: { label: "WhatsApp ચેનલમાં જોડાઓ", to: site.whatsapp.channelUrl },
  },
};
