import type { DeskWorkCopy } from "../admin-desk.ts";

/**
 * The desk's call-backs, ratings, dashboard, merges and round robin in Hindi.
 * Staff copy, not part of the language pack: the admin area reads English, and
 * a new language does not need this file.
 */
export const deskWorkHi: DeskWorkCopy = {
  callbacks: {
    requested: (slot) => `${slot} (भारतीय समय) पर वापस फ़ोन करने का अनुरोध`,
    phone: "फ़ोन",
    note: "टिप्पणी",
    openLabel: "बाकी",
    doneLabel: "हो गया",
    doneBy: (who, at) => `${who} ने पूरा किया, ${at}`,
    markDone: "वापस फ़ोन हो गया, दर्ज करें",
    marking: "सहेजा जा रहा है...",
    markFailed: (message) => `पूरा दर्ज नहीं हो सका: ${message}`,
    event: (slot) => `${slot} (भारतीय समय) वाला वापसी फ़ोन पूरा दर्ज हुआ`,
    dueFollowUp: "अगला संपर्क",
    dueCallback: (phone) => `वापसी फ़ोन: ${phone}`,
    nextCallback: (at) => `वापसी फ़ोन ${at}`,
  },
  rating: {
    chat: (rating) => `5 में से ${rating} अंक मिले`,
    forAgent: (agent) => `${agent} के लिए`,
  },
  dashboard: {
    windowLabel: "अवधि",
    windows: { all: "शुरू से अब तक", today: "आज", "7d": "पिछले 7 दिन", "30d": "पिछले 30 दिन" },
    bySource: "स्रोत के अनुसार ग्राहक बने",
    byUserType: "उपयोगकर्ता के प्रकार के अनुसार ग्राहक बने",
    conversionRow: (converted, total, pct) => `${total} में से ${converted} (${pct}%)`,
    noLeads: "इस अवधि में कोई लीड नहीं",
    openCallbacks: "बाकी वापसी फ़ोन",
    averageRating: "चैट की औसत रेटिंग",
    ratingValue: (average, count) => `5 में से ${average} (${count} चैट को रेटिंग मिली)`,
    noRatings: "इस अवधि में किसी चैट को रेटिंग नहीं मिली",
    ratingPerAgent: "हर साथी की चैट रेटिंग",
    agentRow: (average, count) => `5 में से ${average} (${count})`,
    noAgent: "कोई साथी नहीं",
  },
  merge: {
    title: "दूसरी लीड को इसमें मिलाएँ",
    searchLabel: "नाम, फ़ोन या ई-मेल से लीड खोजें",
    searchHint: "दूसरी लीड की पूछताछ, चैट, टिप्पणियाँ और बदलाव इस लीड में आ जाते हैं और वह सूची से हट जाती है। टाइमलाइन से इसे वापस किया जा सकता है।",
    noMatches: "कोई दूसरी लीड नहीं मिली।",
    mergeInto: (name) => `${name} को इस लीड में मिलाएँ`,
    confirm: (name) => `${name} को इस लीड में मिलाएँ? उसका पूरा इतिहास यहाँ आ जाएगा और वह सूची से हट जाएगी।`,
    merged: (name) => `${name} इस लीड में मिला दी गई।`,
    failed: (message) => `मिलाया नहीं जा सका: ${message}`,
    event: (name) => `${name} को इस लीड में मिलाया गया`,
    moved: (events, chats) => `टाइमलाइन की ${events} प्रविष्टियाँ और ${chats} चैट यहाँ आईं`,
    undo: "मिलाना वापस लें",
    confirmUndo: (name) => `${name} को फिर से अलग करें? जो कुछ उसके साथ आया था, सब उसे वापस मिल जाएगा।`,
    undone: "मिलाना वापस ले लिया गया।",
    undoneLabel: "वापस लिया गया",
    unmergeEvent: (name) => `${name} को मिलाना वापस लिया गया`,
    mergedAway: "यह लीड दूसरी लीड में मिला दी गई है।",
    openOther: "वह लीड खोलें",
  },
  roundRobin: {
    title: "नई लीड",
    label: "हर नई लीड बारी-बारी से अगले सक्रिय साथी को दें",
    hint: "बंद: नई लीड किसी के लेने तक रुकी रहती है। चालू: हर लीड बारी-बारी से अगले सक्रिय साथी को जाती है, हर सर्वर पर।",
    saved: "सहेज लिया गया।",
    failed: (message) => `सहेजा नहीं जा सका: ${message}`,
    inTurn: "बारी से सौंपी गई",
  },
};
