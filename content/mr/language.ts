import type { LanguageOffer } from "../language.ts";

/** The offer, on a page in another language, to read it in Marathi. */
export const languageOfferMr: LanguageOffer = { suggestion: "हे पान मराठीत वाचा", dismiss: "बंद करा" };
