import type { LanguageOffer } from "../language.ts";

/** The offer, on a page in another language, to read it in Hindi. */
export const languageOfferHi: LanguageOffer = { suggestion: "यह पेज हिंदी में पढ़ें", dismiss: "बंद करें" };
