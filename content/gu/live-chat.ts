import { site } from "../site.ts";
import type { LiveChatLines, TranscriptCopy } from "../live-chat.ts";

/** Lines the live-chat function itself writes into a conversation, and the name agents' replies carry. */
export const liveChatGu: LiveChatLines = {
  agentName: `${site.brandName} ટીમ`,
  agentJoined: "અમારી ટીમના એક સાથી ચેટમાં જોડાયા છે.",
  chatEnded: "અમારા સાથીએ આ ચેટ પૂરી કરી છે. વાત કરવા બદલ આભાર.",
  noAgent:
    "માફ કરશો, હમણાં અમારી ટીમમાંથી કોઈ જવાબ આપી શક્યું નહીં. તમે હમણાં અમારા સહાયકને પૂછી શકો, અમને ફોન કરવા કહી શકો, અથવા WhatsApp પર વાત ચાલુ રાખી શકો. કોઈ સાથી નવરા થતાં જ અહીં જ જવાબ આપશે.",
  agentLeft:
    "અમારા સાથીને આ ચેટ છોડવી પડી. તમે હમણાં અમારા સહાયકને પૂછી શકો, અમને ફોન કરવા કહી શકો, અથવા WhatsApp પર વાત ચાલુ રાખી શકો. બીજા કોઈ સાથી અહીં જ જવાબ આપી શકે.",
  callbackRequested: (slot) => `${slot} (ભારતનો સમય) એ ફોન કરવાની વાત નોંધાઈ ગઈ છે.`,
};

/** The chat transcript by e-mail: the mail that proves the address, the transcript itself, and the page its link opens. */
export const transcriptGu: TranscriptCopy = {
  verifyMail: {
    subject: `${site.brandName} સાથેની ચેટ ઈમેલ પર મેળવો`,
    text: (link) =>
      [
        "નમસ્તે,",
        "",
        `કોઈએ ${site.brandName} ની વેબસાઇટ પર થયેલી ચેટની વાતચીત આ ઈમેલ પર મોકલવા કહ્યું છે.`,
        "",
        "જો આ તમે માગી હતી, તો આ લિંક ખોલો અને બટન દબાવો. પછી આખી વાતચીત બીજા એક ઈમેલમાં તમારી પાસે આવી જશે:",
        "",
        link,
        "",
        "આ લિંક 24 કલાક સુધી ચાલશે. જો તમે આ માગ્યું ન હોય, તો આ ઈમેલને જવા દો: આગળ કંઈ મોકલાશે નહીં.",
        "",
        `${site.brandName} · ${site.phones[0].display} · ${site.emails.info}`,
      ].join("\n"),
  },
  transcriptMail: { subject: `${site.brandName} સાથેની તમારી ચેટ`, heading: `${site.brandName} સાથેની તમારી ચેટ` },
  page: {
    meta: { title: "તમારી ચેટ ઈમેલ પર મેળવો", description: "ચેટની આખી વાતચીત તમારા ઈમેલ પર મેળવો." },
    title: "તમારી ચેટ ઈમેલ પર મેળવો",
    intro: "બટન દબાવો, અમે આખી વાતચીત તમારા ઈમેલ પર મોકલી દઈશું.",
    button: "હા, ચેટ મને મોકલો",
    busy: "મોકલીએ છીએ...",
    doneTitle: "વાતચીત મોકલી દીધી છે",
    doneBody: "આખી વાતચીત તમારા ઈમેલ પર મોકલાય છે. થોડી મિનિટમાં ન આવે તો સ્પામ ફોલ્ડરમાં જુઓ.",
    already: "આ લિંક પહેલાં જ વપરાઈ ગઈ છે, વાતચીત ત્યારે જ મોકલી દેવાઈ હતી. ફરી મેળવવા ચેટમાંથી માગો.",
    unknown: "આ લિંક હવે ચાલતી નથી: તે એક દિવસથી જૂની છે અથવા અમે બનાવેલી નથી. ચેટમાંથી વાતચીત ફરી માગો.",
    missing: "આ લિંક અધૂરી છે. કૃપા કરીને ઈમેલમાંથી આખી લિંક ખોલો.",
    limited: "આ ઈમેલ પર અમે એક દિવસમાં જેટલા ઈમેલ મોકલીએ છીએ, એટલા મોકલાઈ ગયા છે. કૃપા કરીને કાલે ફરી પ્રયત્ન કરો.",
    back: "હોમ પેજ પર જાઓ",
  },
};
