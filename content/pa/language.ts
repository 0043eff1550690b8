import type { LanguageOffer } from "../language.ts";

/** The offer, on a page in another language, to read it in Punjabi. */
export const languageOfferPa: LanguageOffer = { suggestion: "ਇਹ ਪੰਨਾ ਪੰਜਾਬੀ ਵਿੱਚ ਪੜ੍ਹੋ", dismiss: "ਬੰਦ ਕਰੋ" };
