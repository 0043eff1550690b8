import { site } from "../site.ts";
import type { WhatsAppConsentCopy } from "../whatsapp-consent.ts";

/** The WhatsApp consent box on the lead forms and the chat's form: the words the farmer agrees to. */
export const whatsappConsentMr: WhatsAppConsentCopy = {
  label: `हो, ${site.brandName} ने मला माती परीक्षणाच्या बातम्या आणि ऑफर WhatsApp वर पाठवाव्यात. बंद करायचं असेल तेव्हा मी कधीही STOP किंवा "बंद करा" लिहू शकतो/शकते.`,
};
