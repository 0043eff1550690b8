import { callbackWords, optOutWords } from "../../content/whatsapp.ts";

/**
 * The words a farmer's WhatsApp message is read for, on the server (what it
 * does) and in the console (what it shows): the whole message, trimmed,
 * lower-cased, without punctuation or symbols (Devanagari's vowel signs stay).
 */
const normalWords = (text: string) =>
  text
    .toLowerCase()
    .replace(/[\p{P}\p{S}]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim();

const OPT_OUT = new Set<string>(optOutWords.map(normalWords));
const CALLBACK = new Set<string>(callbackWords.map(normalWords));

/** The whole message is an opt-out word (STOP, बंद, ...): a sentence that merely contains one is not. */
export const isOptOut = (text: string) => OPT_OUT.has(normalWords(text));

/** The whole message asks for a call back (CALL, कॉल, ...). */
export const asksForCallback = (text: string) => CALLBACK.has(normalWords(text));
