import { data } from "react-router";
import { tokenSchema } from "../newsletter/form.ts";
import type { ChatTranscripts, TranscriptLinkOutcome } from "../chat/transcript.ts";

/** What the transcript link page's button answers. */
export interface TranscriptLinkResult {
  outcome: TranscriptLinkOutcome | "missing";
}

/** Reads a posted form; a body that is not one is treated as an empty form (a 4xx follows, never a 5xx). */
async function formOf(request: Request): Promise<FormData> {
  try {
    return await request.formData();
  } catch {
    return new FormData();
  }
}

/**
 * The button on the page a transcript's link opens: a thin adapter from the
 * posted token to src/server/chat/transcript.ts. 200 when sent (or sent
 * before), 410 for a dead link, 429 when the address had its mails for today,
 * 400 for no token.
 */
export function transcriptPageActions(transcripts: Pick<ChatTranscripts, "confirm">) {
  return {
    async confirm(request: Request) {
      const parsed = tokenSchema.safeParse({ token: (await formOf(request)).get("token") ?? undefined });
      if (!parsed.success) return data<TranscriptLinkResult>({ outcome: "missing" }, { status: 400 });
      const outcome = await transcripts.confirm(parsed.data.token);
      const status = outcome === "unknown" ? 410 : outcome === "limited" ? 429 : 200;
      return data<TranscriptLinkResult>({ outcome }, { status });
    },
  };
}

export type TranscriptPageActions = ReturnType<typeof transcriptPageActions>;
