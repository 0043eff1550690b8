import type { LanguageOffer } from "../language.ts";

/** The offer, on a page in another language, to read it in Telugu. */
export const languageOfferTe: LanguageOffer = { suggestion: "ఈ పేజీని తెలుగులో చదవండి", dismiss: "మూసేయండి" };
