import { site } from "../site.ts";
import type { LiveChatLines, TranscriptCopy } from "../live-chat.ts";

/** Lines the live-chat function itself writes into a conversation, and the name agents' replies carry. */
export const liveChatPa: LiveChatLines = {
  agentName: `${site.brandName} ਟੀਮ`,
  agentJoined: "ਸਾਡੀ ਟੀਮ ਦਾ ਇੱਕ ਸਾਥੀ ਚੈਟ ਵਿੱਚ ਜੁੜ ਗਿਆ ਹੈ।",
  chatEnded: "ਸਾਡੇ ਸਾਥੀ ਨੇ ਇਹ ਚੈਟ ਖ਼ਤਮ ਕਰ ਦਿੱਤੀ ਹੈ। ਗੱਲ ਕਰਨ ਲਈ ਧੰਨਵਾਦ।",
  noAgent:
    "ਮਾਫ਼ ਕਰਨਾ, ਹਾਲੇ ਸਾਡੀ ਟੀਮ ਵਿੱਚੋਂ ਕੋਈ ਜਵਾਬ ਨਹੀਂ ਦੇ ਸਕਿਆ। ਤੁਸੀਂ ਹੁਣੇ ਸਾਡੇ ਸਹਾਇਕ ਤੋਂ ਪੁੱਛ ਸਕਦੇ ਹੋ, ਸਾਡੇ ਤੋਂ ਫ਼ੋਨ ਕਰਵਾ ਸਕਦੇ ਹੋ, ਜਾਂ WhatsApp ਤੇ ਗੱਲ ਜਾਰੀ ਰੱਖ ਸਕਦੇ ਹੋ। ਕੋਈ ਸਾਥੀ ਵਿਹਲਾ ਹੁੰਦੇ ਹੀ ਇੱਥੇ ਜਵਾਬ ਦੇਵੇਗਾ।",
  agentLeft:
    "ਸਾਡੇ ਸਾਥੀ ਨੂੰ ਇਹ ਚੈਟ ਛੱਡਣੀ ਪਈ। ਤੁਸੀਂ ਹੁਣੇ ਸਾਡੇ ਸਹਾਇਕ ਤੋਂ ਪੁੱਛ ਸਕਦੇ ਹੋ, ਸਾਡੇ ਤੋਂ ਫ਼ੋਨ ਕਰਵਾ ਸਕਦੇ ਹੋ, ਜਾਂ WhatsApp ਤੇ ਗੱਲ ਜਾਰੀ ਰੱਖ ਸਕਦੇ ਹੋ। ਕੋਈ ਹੋਰ ਸਾਥੀ ਇੱਥੇ ਜਵਾਬ ਦੇ ਸਕਦਾ ਹੈ।",
  callbackRequested: (slot) => `${slot} (ਭਾਰਤ ਦਾ ਸਮਾਂ) ਤੇ ਫ਼ੋਨ ਕਰਨ ਦੀ ਗੱਲ ਦਰਜ ਹੋ ਗਈ ਹੈ।`,
};

/** The chat transcript by e-mail: the mail that proves the address, the transcript itself, and the page its link opens. */
export const transcriptPa: TranscriptCopy = {
  verifyMail: {
    subject: `${site.brandName} ਨਾਲ ਹੋਈ ਚੈਟ ਈਮੇਲ ਤੇ ਲਓ`,
    text: (link) =>
      [
        "ਸਤਿ ਸ੍ਰੀ ਅਕਾਲ ਜੀ,",
        "",
        `ਕਿਸੇ ਨੇ ${site.brandName} ਦੀ ਵੈੱਬਸਾਈਟ ਤੇ ਹੋਈ ਚੈਟ ਦੀ ਗੱਲਬਾਤ ਇਸ ਈਮੇਲ ਤੇ ਭੇਜਣ ਲਈ ਕਿਹਾ ਹੈ।`,
        "",
        "ਜੇ ਇਹ ਤੁਸੀਂ ਮੰਗੀ ਸੀ, ਤਾਂ ਇਹ ਲਿੰਕ ਖੋਲ੍ਹੋ ਅਤੇ ਬਟਨ ਦੱਬੋ। ਫਿਰ ਪੂਰੀ ਗੱਲਬਾਤ ਇੱਕ ਹੋਰ ਈਮੇਲ ਵਿੱਚ ਤੁਹਾਡੇ ਕੋਲ ਆ ਜਾਵੇਗੀ:",
        "",
        link,
        "",
        "ਇਹ ਲਿੰਕ 24 ਘੰਟੇ ਤੱਕ ਚੱਲੇਗਾ। ਜੇ ਤੁਸੀਂ ਇਹ ਨਹੀਂ ਮੰਗੀ ਸੀ, ਤਾਂ ਇਸ ਈਮੇਲ ਨੂੰ ਛੱਡ ਦਿਓ: ਅੱਗੇ ਕੁਝ ਨਹੀਂ ਭੇਜਿਆ ਜਾਵੇਗਾ।",
        "",
        `${site.brandName} · ${site.phones[0].display} · ${site.emails.info}`,
      ].join("\n"),
  },
  transcriptMail: { subject: `${site.brandName} ਨਾਲ ਤੁਹਾਡੀ ਚੈਟ`, heading: `${site.brandName} ਨਾਲ ਤੁਹਾਡੀ ਚੈਟ` },
  page: {
    meta: { title: "ਆਪਣੀ ਚੈਟ ਈਮੇਲ ਤੇ ਲਓ", description: "ਚੈਟ ਦੀ ਪੂਰੀ ਗੱਲਬਾਤ ਆਪਣੀ ਈਮੇਲ ਤੇ ਲਓ।" },
    title: "ਆਪਣੀ ਚੈਟ ਈਮੇਲ ਤੇ ਲਓ",
    intro: "ਬਟਨ ਦੱਬੋ, ਅਸੀਂ ਪੂਰੀ ਗੱਲਬਾਤ ਤੁਹਾਡੀ ਈਮੇਲ ਤੇ ਭੇਜ ਦੇਵਾਂਗੇ।",
    button: "ਹਾਂ, ਚੈਟ ਮੈਨੂੰ ਭੇਜੋ",
    busy: "ਭੇਜ ਰਹੇ ਹਾਂ...",
    doneTitle: "ਗੱਲਬਾਤ ਭੇਜ ਦਿੱਤੀ ਗਈ ਹੈ",
    doneBody: "ਪੂਰੀ ਗੱਲਬਾਤ ਤੁਹਾਡੀ ਈਮੇਲ ਤੇ ਭੇਜੀ ਜਾ ਰਹੀ ਹੈ। ਕੁਝ ਮਿੰਟਾਂ ਵਿੱਚ ਨਾ ਆਵੇ ਤਾਂ ਸਪੈਮ ਫ਼ੋਲਡਰ ਵਿੱਚ ਵੇਖੋ।",
    already: "ਇਹ ਲਿੰਕ ਪਹਿਲਾਂ ਹੀ ਵਰਤਿਆ ਜਾ ਚੁੱਕਾ ਹੈ, ਗੱਲਬਾਤ ਉਦੋਂ ਹੀ ਭੇਜ ਦਿੱਤੀ ਗਈ ਸੀ। ਮੁੜ ਲੈਣ ਲਈ ਚੈਟ ਤੋਂ ਮੰਗੋ।",
    unknown: "ਇਹ ਲਿੰਕ ਹੁਣ ਕੰਮ ਨਹੀਂ ਕਰਦਾ: ਇਹ ਇੱਕ ਦਿਨ ਤੋਂ ਪੁਰਾਣਾ ਹੈ ਜਾਂ ਸਾਡਾ ਬਣਾਇਆ ਨਹੀਂ। ਚੈਟ ਤੋਂ ਗੱਲਬਾਤ ਮੁੜ ਮੰਗੋ।",
    missing: "ਇਹ ਲਿੰਕ ਅਧੂਰਾ ਹੈ। ਕਿਰਪਾ ਕਰਕੇ ਈਮੇਲ ਵਿੱਚੋਂ ਪੂਰਾ ਲਿੰਕ ਖੋਲ੍ਹੋ।",
    limited: "ਇਸ ਈਮੇਲ ਤੇ ਅੱਜ ਜਿੰਨੀਆਂ ਈਮੇਲਾਂ ਅਸੀਂ ਭੇਜਦੇ ਹਾਂ, ਉਨੀਆਂ ਭੇਜੀਆਂ ਜਾ ਚੁੱਕੀਆਂ ਹਨ। ਕਿਰਪਾ ਕਰਕੇ ਕੱਲ੍ਹ ਫਿਰ ਕੋਸ਼ਿਸ਼ ਕਰੋ।",
    back: "ਮੁੱਖ ਪੰਨੇ ਤੇ ਜਾਓ",
  },
};
