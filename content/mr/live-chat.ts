import { site } from "../site.ts";
import type { LiveChatLines, TranscriptCopy } from "../live-chat.ts";

/** Lines the live-chat function itself writes into a conversation, and the name agents' replies carry. */
export const liveChatMr: LiveChatLines = {
  agentName: `${site.brandName} टीम`,
  agentJoined: "आमच्या टीममधले एक सहकारी चॅटमध्ये आले आहेत.",
  chatEnded: "आमच्या सहकाऱ्यांनी ही चॅट संपवली आहे. बोलल्याबद्दल धन्यवाद.",
  noAgent:
    "माफ करा, आत्ता आमच्या टीममधून कोणी उत्तर देऊ शकले नाही. तुम्ही आत्ता आमच्या असिस्टंटला विचारू शकता, आमच्याकडून फोन मागवू शकता, किंवा WhatsApp वर बोलणे पुढे चालू ठेवू शकता. कोणी सहकारी मोकळे होताच इथेच उत्तर देतील.",
  agentLeft:
    "आमच्या सहकाऱ्यांना ही चॅट सोडावी लागली. तुम्ही आत्ता आमच्या असिस्टंटला विचारू शकता, आमच्याकडून फोन मागवू शकता, किंवा WhatsApp वर बोलणे पुढे चालू ठेवू शकता. दुसरे सहकारी इथेच उत्तर देऊ शकतात.",
  callbackRequested: (slot) => `${slot} (भारतीय वेळ) ला फोन करण्याची नोंद झाली आहे.`,
};

/** The chat transcript by e-mail: the mail that proves the address, the transcript itself, and the page its link opens. */
export const transcriptMr: TranscriptCopy = {
  verifyMail: {
    subject: `${site.brandName} सोबतची चॅट ईमेलवर मिळवा`,
    text: (link) =>
      [
        "नमस्कार,",
        "",
        `कोणीतरी ${site.brandName} च्या वेबसाइटवर झालेले चॅटमधले बोलणे या ईमेलवर पाठवायला सांगितले आहे.`,
        "",
        "हे तुम्ही मागितले असेल, तर ही लिंक उघडा आणि बटण दाबा. मग पूर्ण बोलणे दुसऱ्या एका ईमेलमध्ये तुमच्याकडे येईल:",
        "",
        link,
        "",
        "ही लिंक 24 तास चालेल. तुम्ही हे मागितले नसेल, तर हा ईमेल सोडून द्या: पुढे काहीही पाठवले जाणार नाही.",
        "",
        `${site.brandName} · ${site.phones[0].display} · ${site.emails.info}`,
      ].join("\n"),
  },
  transcriptMail: { subject: `${site.brandName} सोबतची तुमची चॅट`, heading: `${site.brandName} सोबतची तुमची चॅट` },
  page: {
    meta: { title: "तुमची चॅट ईमेलवर मिळवा", description: "चॅटमधले पूर्ण बोलणे तुमच्या ईमेलवर मिळवा." },
    title: "तुमची चॅट ईमेलवर मिळवा",
    intro: "बटण दाबा, आम्ही पूर्ण बोलणे तुमच्या ईमेलवर पाठवू.",
    button: "हो, चॅट मला पाठवा",
    busy: "पाठवत आहोत...",
    doneTitle: "बोलणे पाठवले आहे",
    doneBody: "पूर्ण बोलणे तुमच्या ईमेलवर पाठवले जात आहे. काही मिनिटांत आले नाही तर स्पॅम फोल्डरमध्ये पाहा.",
    already: "ही लिंक आधीच वापरली गेली आहे, बोलणे तेव्हाच पाठवले होते. पुन्हा मिळवण्यासाठी चॅटमधून मागा.",
    unknown: "ही लिंक आता चालत नाही: ती एका दिवसापेक्षा जुनी आहे किंवा आम्ही बनवलेली नाही. चॅटमधून बोलणे पुन्हा मागा.",
    missing: "ही लिंक अपूर्ण आहे. कृपया ईमेलमधून पूर्ण लिंक उघडा.",
    limited: "या ईमेलवर आम्ही एका दिवसात जितके ईमेल पाठवतो तितके पाठवून झाले आहेत. कृपया उद्या पुन्हा प्रयत्न करा.",
    back: "मुख्य पानावर जा",
  },
};
