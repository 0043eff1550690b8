import type { LanguageOffer } from "../language.ts";

/** The offer, on a page in another language, to read it in English. */
export const languageOfferEn: LanguageOffer = { suggestion: "Read this page in English", dismiss: "Close" };
