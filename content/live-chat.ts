import type { Localized } from "./i18n.ts";
import { localized } from "./packs.ts";
import { liveChatEn } from "./en/live-chat.ts";

/**
 * Lines the live-chat function itself writes into a conversation (shown to
 * the visitor as notes) and the name agents' replies carry.
 */
export interface LiveChatLines {
  agentName: string;
  agentJoined: string;
  chatEnded: string;
  noAgent: string;
  agentLeft: string;
  callbackRequested: (slot: string) => string;
}

/** The English lines: the specification's fixed agent name and the notes as the server stores them. */
export const liveChatText: LiveChatLines = liveChatEn;

/** The same lines in every language, for conversations started on a page of that language. */
export const liveChatTexts: Localized<LiveChatLines> = localized((p) => p.liveChat);

/** The chat transcript by e-mail: the mail that proves the address, the transcript itself, and the page its link opens. */
export interface TranscriptCopy {
  verifyMail: { subject: string; text: (link: string) => string };
  transcriptMail: { subject: string; heading: string };
  page: {
    meta: { title: string; description: string };
    title: string;
    intro: string;
    button: string;
    busy: string;
    doneTitle: string;
    doneBody: string;
    already: string;
    unknown: string;
    missing: string;
    limited: string;
    back: string;
  };
}

export const transcriptCopy: Localized<TranscriptCopy> = localized((p) => p.transcript);
