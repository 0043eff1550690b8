import type { WhatsAppFarmerLines } from "../whatsapp.ts";
import { site } from "../site.ts";

/**
 * What the site writes to a Telugu-speaking farmer on WhatsApp, ready for the
 * pack once WhatsApp's lines move into it; with the words a Telugu farmer
 * types to stop messages or ask for a call back.
 */
export const whatsappFarmerLinesTe: WhatsAppFarmerLines = {
  optedOut: `ఇకపై ${site.brandName} నుంచి మీకు WhatsApp సందేశాలు రావు. మళ్లీ మొదలుపెట్టాలంటే ఎప్పుడైనా మాకు రాయండి.`,
  assistantIntro: `ఇప్పుడు మా బృందంలో ఎవరూ ఖాళీగా లేరు, కాబట్టి ${site.brandName} అసిస్టెంట్ ఇక్కడ జవాబిస్తోంది. మా బృందం ఈ సంభాషణ చూస్తుంది.`,
  callbackOffer: 'మీ రెండు ప్రశ్నలకు నేను జవాబివ్వలేకపోయాను. "కాల్" అని రాసి పంపండి, పని వేళల్లో మా బృందంలో ఒకరు మీకు ఫోన్ చేస్తారు.',
  callbackBooked: (slot) => `ధన్యవాదాలు. మా బృందం మీకు ${slot}కి (భారత కాలమానం) ఫోన్ చేస్తుంది.`,
  mediaReceived: "ధన్యవాదాలు, మాకు అందింది. మా బృందంలో ఒకరు చూసి ఇక్కడే జవాబిస్తారు.",
};

/** Telugu words that stop all messages to the number. */
export const optOutWordsTe = ["ఆపండి", "ఆపు", "మెసేజ్‌లు ఆపండి", "స్టాప్", "aapandi"] as const;

/** Telugu words that ask for a call back. */
export const callbackWordsTe = ["కాల్", "ఫోన్ చేయండి", "ఫోన్", "call cheyandi", "phone cheyandi"] as const;
