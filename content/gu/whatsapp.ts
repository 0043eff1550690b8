import type { WhatsAppFarmerLines } from "../whatsapp.ts";
import { site } from "../site.ts";

/**
 * What the site writes to a Gujarati-speaking farmer on WhatsApp, ready for the
 * pack once WhatsApp's lines move into it; with the words a Gujarati farmer
 * types to stop messages or ask for a call back.
 */
export const whatsappFarmerLinesGu: WhatsAppFarmerLines = {
  optedOut: `હવે તમને ${site.brandName} તરફથી WhatsApp સંદેશા નહીં આવે. ફરી શરૂ કરવા ક્યારેય પણ અમને લખો.`,
  assistantIntro: `હમણાં અમારી ટીમમાંથી કોઈ નવરું નથી, એટલે ${site.brandName} સહાયક અહીં જવાબ આપે છે. અમારી ટીમ આ વાતચીત જોશે.`,
  callbackOffer: 'તમારા બે સવાલના જવાબ હું આપી શક્યો નહીં. "કૉલ" લખીને મોકલો, અમારી ટીમમાંથી કોઈ કામના સમયમાં તમને ફોન કરશે.',
  callbackBooked: (slot) => `આભાર. અમારી ટીમ તમને ${slot} (ભારતનો સમય) એ ફોન કરશે.`,
  mediaReceived: "આભાર, અમને મળી ગયું છે. અમારી ટીમમાંથી કોઈ તે જોઈને અહીં જ જવાબ આપશે.",
};

/** Gujarati words that stop all messages to the number. */
export const optOutWordsGu = ["બંધ", "બંધ કરો", "સંદેશા બંધ કરો", "સ્ટોપ", "bandh karo"] as const;

/** Gujarati words that ask for a call back. */
export const callbackWordsGu = ["કૉલ", "કોલ", "ફોન કરો", "ફોન", "call karo", "phone karo"] as const;
