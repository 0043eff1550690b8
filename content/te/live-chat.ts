import { site } from "../site.ts";
import type { LiveChatLines, TranscriptCopy } from "../live-chat.ts";

/** Lines the live-chat function itself writes into a conversation, and the name agents' replies carry. */
export const liveChatTe: LiveChatLines = {
  agentName: `${site.brandName} బృందం`,
  agentJoined: "మా బృందం సభ్యులు ఒకరు చాట్‌లో చేరారు.",
  chatEnded: "మా సభ్యులు ఈ చాట్ ముగించారు. మాతో మాట్లాడినందుకు ధన్యవాదాలు.",
  noAgent:
    "క్షమించండి, మా బృందం నుంచి ఇంకా ఎవరూ జవాబివ్వలేకపోయారు. మీరు ఇప్పుడే మా అసిస్టెంట్‌ను అడగవచ్చు, మిమ్మల్ని ఫోన్ చేయమని అడగవచ్చు, లేదా WhatsAppలో కొనసాగించవచ్చు. ఎవరైనా ఖాళీ అవగానే ఇక్కడే జవాబిస్తారు.",
  agentLeft:
    "మా సభ్యులు ఈ చాట్ నుంచి వెళ్లాల్సి వచ్చింది. మీరు ఇప్పుడే మా అసిస్టెంట్‌ను అడగవచ్చు, మిమ్మల్ని ఫోన్ చేయమని అడగవచ్చు, లేదా WhatsAppలో కొనసాగించవచ్చు. వేరే సభ్యులు ఇక్కడే జవాబివ్వగలరు.",
  callbackRequested: (slot) => `${slot}కి (భారత కాలమానం) ఫోన్ చేయమన్న విన్నపం నమోదైంది.`,
};

/** The chat transcript by e-mail: the mail that proves the address, the transcript itself, and the page its link opens. */
export const transcriptTe: TranscriptCopy = {
  verifyMail: {
    subject: `${site.brandName}తో జరిగిన చాట్ ఈమెయిల్‌లో పొందండి`,
    text: (link) =>
      [
        "నమస్కారం,",
        "",
        `${site.brandName} వెబ్‌సైట్‌లో జరిగిన చాట్ సంభాషణను ఈ ఈమెయిల్‌కు పంపమని ఎవరో అడిగారు.`,
        "",
        "మీరే అడిగి ఉంటే, ఈ లింక్ తెరిచి బటన్ నొక్కండి. అప్పుడు పూర్తి సంభాషణ రెండో ఈమెయిల్‌లో మీకు వస్తుంది:",
        "",
        link,
        "",
        "ఈ లింక్ 24 గంటలు పనిచేస్తుంది. మీరు అడగకపోతే ఈ ఈమెయిల్‌ను పట్టించుకోకండి: ఇంకేమీ పంపం.",
        "",
        `${site.brandName} · ${site.phones[0].display} · ${site.emails.info}`,
      ].join("\n"),
  },
  transcriptMail: { subject: `${site.brandName}తో మీ చాట్`, heading: `${site.brandName}తో మీ చాట్` },
  page: {
    meta: { title: "మీ చాట్ ఈమెయిల్‌లో పొందండి", description: "చాట్ పూర్తి సంభాషణను మీ ఈమెయిల్‌లో పొందండి." },
    title: "మీ చాట్ ఈమెయిల్‌లో పొందండి",
    intro: "బటన్ నొక్కండి, పూర్తి సంభాషణను మీ ఈమెయిల్‌కు పంపుతాం.",
    button: "సరే, చాట్ నాకు పంపండి",
    busy: "పంపుతున్నాం...",
    doneTitle: "సంభాషణ పంపాం",
    doneBody: "పూర్తి సంభాషణ మీ ఈమెయిల్‌కు వస్తోంది. కొన్ని నిమిషాల్లో రాకపోతే స్పామ్ ఫోల్డర్‌లో చూడండి.",
    already: "ఈ లింక్ ఇప్పటికే వాడారు, సంభాషణ అప్పుడే పంపాం. మళ్లీ కావాలంటే చాట్ నుంచి అడగండి.",
    unknown: "ఈ లింక్ ఇప్పుడు పనిచేయదు: ఇది ఒక రోజు కంటే పాతది, లేదా మేము తయారుచేసింది కాదు. చాట్ నుంచి సంభాషణను మళ్లీ అడగండి.",
    missing: "ఈ లింక్ అసంపూర్తిగా ఉంది. దయచేసి ఈమెయిల్ నుంచి పూర్తి లింక్ తెరవండి.",
    limited: "ఈ ఈమెయిల్‌కు ఒక రోజులో పంపేన్ని ఈమెయిల్‌లు ఇప్పటికే పంపాం. దయచేసి రేపు మళ్లీ ప్రయత్నించండి.",
    back: "హోమ్ పేజీకి వెళ్లండి",
  },
};
