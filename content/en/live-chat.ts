import { site } from "../site.ts";
import type { LiveChatLines, TranscriptCopy } from "../live-chat.ts";

/** Lines the live-chat function itself writes into a conversation, and the name agents' replies carry. */
export const liveChatEn: LiveChatLines = {
  /** The fixed agent name the specification gives. */
  agentName: `${site.brandName} Agent`,
  agentJoined: "An agent has joined the chat.",
  chatEnded: "The agent has ended this chat. Thank you for talking to us.",
  noAgent:
    "Sorry, no one from our team has been able to answer yet. You can ask our assistant now, ask us to call you back, or continue on WhatsApp. If an agent becomes free, they will reply here.",
  agentLeft:
    "Our agent had to leave this chat. You can ask our assistant now, ask us to call you back, or continue on WhatsApp. Another agent can still reply here.",
  callbackRequested: (slot: string) => `Call back requested for ${slot} (India time).`,
};

/** The chat transcript by e-mail: the mail that proves the address, the transcript itself, and the page its link opens. */
export const transcriptEn: TranscriptCopy = {
  verifyMail: {
    subject: `Get your chat with ${site.brandName} by e-mail`,
    text: (link) =>
      [
        "Namaste,",
        "",
        `Someone asked for the conversation from a chat on the ${site.brandName} website to be sent to this e-mail address.`,
        "",
        "If it was you, open this link and press the button. The conversation will then come to you in a second e-mail:",
        "",
        link,
        "",
        "The link works for 24 hours. If you did not ask for it, you can ignore this e-mail: nothing more will be sent.",
        "",
        `${site.brandName} · ${site.phones[0].display} · ${site.emails.info}`,
      ].join("\n"),
  },
  transcriptMail: { subject: `Your chat with ${site.brandName}`, heading: `Your chat with ${site.brandName}` },
  page: {
    meta: { title: "Get your chat by e-mail", description: "Send the conversation from your chat to your e-mail." },
    title: "Get your chat by e-mail",
    intro: "Press the button and we will send the whole conversation to your e-mail address.",
    button: "Yes, send me the chat",
    busy: "Sending...",
    doneTitle: "It is on its way",
    doneBody: "The conversation is on its way to your e-mail. If it does not arrive in a few minutes, look in your spam folder.",
    already: "This link was already used, and the conversation was sent then. To get it again, ask from the chat.",
    unknown: "This link does not work any more: it is older than a day or was not made by us. Ask for the conversation again from the chat.",
    missing: "This link is not complete. Please open the whole link from the e-mail.",
    limited: "We have already sent this e-mail address as many mails as we send in a day. Please try again tomorrow.",
    back: "Go to the home page",
  },
};
