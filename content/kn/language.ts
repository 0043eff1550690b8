import type { LanguageOffer } from "../language.ts";

/** The offer, on a page in another language, to read it in Kannada. */
export const languageOfferKn: LanguageOffer = { suggestion: "ಈ ಪುಟವನ್ನು ಕನ್ನಡದಲ್ಲಿ ಓದಿ", dismiss: "ಮುಚ್ಚಿ" };
