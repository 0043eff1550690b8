import { useState } from "react";
import type { ChatWidgetCopy } from "@content/chat-widget";
import { useLocale } from "~/lib/content";
import { sendTranscript } from "./api";
import { problemText } from "./problems";

/**
 * "Email me the transcript" at the end of a chat. The server sends it only to
 * an address proven in this chat: the first time it mails a link instead, and
 * this says to open it (in the page's language, which the mail uses too).
 */
export function TranscriptRequest({ t, sessionId, email }: { t: ChatWidgetCopy; sessionId: string; email: string }) {
  const language = useLocale();
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);

  const ask = async () => {
    setBusy(true);
    try {
      const r = await sendTranscript(sessionId, language);
      const to = r.to || email;
      setNote(r.status === "sent" ? t.transcriptSent(to) : r.status === "verify" ? t.transcriptCheckMail(to) : t.transcriptLimited);
    } catch (err) {
      setNote(problemText(t, err, t.actionFailed));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div>
      <button type="button" className="font-semibold text-forest-700 underline disabled:opacity-55" disabled={busy} onClick={() => void ask()}>
        {t.transcript}
      </button>
      {note && (
        <p role="status" className="mt-1 text-xs text-soil-800" data-testid="chat-transcript-note">
          {note}
        </p>
      )}
    </div>
  );
}
