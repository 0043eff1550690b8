import { useState } from "react";
import type { ChatWidgetCopy } from "@content/chat-widget";
import { rateChat } from "./api";
import { problemText } from "./problems";
import { TranscriptRequest } from "./TranscriptRequest";

/** When a chat has ended: a 1-5 rating in one tap, and the transcript by e-mail. */
export function EndOfChat({ t, sessionId, email }: { t: ChatWidgetCopy; sessionId: string; email: string }) {
  const [rating, setRating] = useState(0);
  const [note, setNote] = useState("");

  const run = (work: Promise<unknown>, done: string) =>
    work.then(
      () => setNote(done),
      (err: unknown) => setNote(problemText(t, err, t.actionFailed)),
    );

  return (
    <div className="mt-2 space-y-2" data-testid="chat-end">
      <p className="font-semibold text-soil-900">{t.rateHeading}</p>
      <div className="flex justify-center gap-1" role="group" aria-label={t.rateHeading}>
        {[1, 2, 3, 4, 5].map((n) => (
          <button
            key={n}
            type="button"
            aria-label={t.rateLabel(n)}
            aria-pressed={rating === n}
            onClick={() => {
              setRating(n);
              void run(rateChat(sessionId, n), t.rated);
            }}
            className={`h-11 w-11 rounded-full text-2xl ${n <= rating ? "text-harvest-500" : "text-soil-300"}`}
          >
            ★
          </button>
        ))}
      </div>
      {/* A farmer who gave only a phone has no address to mail a transcript to. */}
      {email && <TranscriptRequest t={t} sessionId={sessionId} email={email} />}
      {note && (
        <p role="status" className="text-xs text-soil-800" data-testid="chat-end-note">
          {note}
        </p>
      )}
    </div>
  );
}
