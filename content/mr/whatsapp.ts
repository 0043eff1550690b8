import type { WhatsAppFarmerLines } from "../whatsapp.ts";
import { site } from "../site.ts";

/**
 * What the site writes to a Marathi-speaking farmer on WhatsApp, ready for the
 * pack once WhatsApp's lines move into it; with the words a Marathi farmer
 * types to stop messages or ask for a call back.
 */
export const whatsappFarmerLinesMr: WhatsAppFarmerLines = {
  optedOut: `आता तुम्हाला ${site.brandName} कडून WhatsApp संदेश येणार नाहीत. पुन्हा सुरू करायचे असेल तर आम्हाला केव्हाही लिहा.`,
  assistantIntro: `आत्ता आमच्या टीममधले कोणी मोकळे नाही, म्हणून ${site.brandName} असिस्टंट इथे उत्तर देत आहे. आमची टीम हे बोलणे पाहील.`,
  callbackOffer: 'तुमच्या दोन प्रश्नांची उत्तरे मी देऊ शकलो नाही. "कॉल" लिहून पाठवा, कामाच्या वेळेत आमच्या टीममधले कोणीतरी तुम्हाला फोन करेल.',
  callbackBooked: (slot) => `धन्यवाद. आमची टीम तुम्हाला ${slot} (भारतीय वेळ) ला फोन करेल.`,
  mediaReceived: "धन्यवाद, आम्हाला मिळाले आहे. आमच्या टीममधले कोणीतरी ते पाहून इथेच उत्तर देईल.",
};

/** Marathi words that stop all messages to the number. */
export const optOutWordsMr = ["बंद करा", "थांबवा", "संदेश बंद करा", "मेसेज बंद करा", "band kara", "thambva"] as const;

/** Marathi words that ask for a call back. */
export const callbackWordsMr = ["फोन करा", "कॉल करा", "मला फोन करा", "phone kara", "call kara", "mala phone kara"] as const;
