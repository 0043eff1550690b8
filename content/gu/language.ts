import type { LanguageOffer } from "../language.ts";

/** The offer, on a page in another language, to read it in Gujarati. */
export const languageOfferGu: LanguageOffer = { suggestion: "આ પેજ ગુજરાતીમાં વાંચો", dismiss: "બંધ કરો" };
