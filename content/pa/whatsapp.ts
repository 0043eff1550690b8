import type { WhatsAppFarmerLines } from "../whatsapp.ts";
import { site } from "../site.ts";

/**
 * What the site writes to a Punjabi-speaking farmer on WhatsApp, with the
 * words a Punjabi farmer types (in Gurmukhi or in Latin letters) to stop
 * messages or ask for a call back.
 */
export const whatsappFarmerLinesPa: WhatsAppFarmerLines = {
  optedOut: `ਹੁਣ ਤੁਹਾਨੂੰ ${site.brandName} ਵੱਲੋਂ WhatsApp ਸੁਨੇਹੇ ਨਹੀਂ ਆਉਣਗੇ। ਮੁੜ ਸ਼ੁਰੂ ਕਰਨ ਲਈ ਕਦੇ ਵੀ ਸਾਨੂੰ ਲਿਖੋ।`,
  assistantIntro: `ਹਾਲੇ ਸਾਡੀ ਟੀਮ ਵਿੱਚੋਂ ਕੋਈ ਵਿਹਲਾ ਨਹੀਂ, ਇਸ ਲਈ ${site.brandName} ਸਹਾਇਕ ਇੱਥੇ ਜਵਾਬ ਦੇ ਰਿਹਾ ਹੈ। ਸਾਡੀ ਟੀਮ ਇਹ ਗੱਲਬਾਤ ਵੇਖੇਗੀ।`,
  callbackOffer: 'ਤੁਹਾਡੇ ਦੋ ਸਵਾਲਾਂ ਦਾ ਜਵਾਬ ਮੈਂ ਨਹੀਂ ਦੇ ਸਕਿਆ। "ਕਾਲ" ਲਿਖ ਕੇ ਭੇਜੋ, ਸਾਡੀ ਟੀਮ ਵਿੱਚੋਂ ਕੋਈ ਕੰਮ ਦੇ ਸਮੇਂ ਵਿੱਚ ਤੁਹਾਨੂੰ ਫ਼ੋਨ ਕਰੇਗਾ।',
  callbackBooked: (slot) => `ਧੰਨਵਾਦ। ਸਾਡੀ ਟੀਮ ਤੁਹਾਨੂੰ ${slot} (ਭਾਰਤ ਦਾ ਸਮਾਂ) ਤੇ ਫ਼ੋਨ ਕਰੇਗੀ।`,
  mediaReceived: "ਧੰਨਵਾਦ, ਸਾਨੂੰ ਮਿਲ ਗਿਆ ਹੈ। ਸਾਡੀ ਟੀਮ ਵਿੱਚੋਂ ਕੋਈ ਇਸ ਨੂੰ ਵੇਖ ਕੇ ਇੱਥੇ ਹੀ ਜਵਾਬ ਦੇਵੇਗਾ।",
};

/** Punjabi words that stop all messages to the number. */
export const optOutWordsPa = ["ਬੰਦ", "ਬੰਦ ਕਰੋ", "ਸੁਨੇਹੇ ਬੰਦ ਕਰੋ", "ਸਟਾਪ", "band karo"] as const;

/** Punjabi words that ask for a call back. */
export const callbackWordsPa = ["ਕਾਲ", "ਕਾਲ ਕਰੋ", "ਫ਼ੋਨ ਕਰੋ", "ਫੋਨ ਕਰੋ", "ਫ਼ੋਨ", "ਫੋਨ", "call karo", "phone karo"] as const;
