import type { ChatWidgetCopy } from "@content/chat-widget";
import { ApiError } from "./api";

/** Seconds until a limit lets the visitor try again, from the server's answer. */
export function retryAfter(err: unknown): number | null {
  if (!(err instanceof ApiError) || err.status !== 429) return null;
  const s = /(\d+)\s*s\b/.exec(err.message)?.[1];
  return s ? Number(s) : 60;
}

/** A plain sentence for a failed request: a limit says when to try again; a refused phone says so. */
export function problemText(t: ChatWidgetCopy, err: unknown, fallback: string): string {
  const wait = retryAfter(err);
  if (wait !== null) return t.limited(wait);
  if (err instanceof ApiError && err.status === 400 && /phone/i.test(err.message)) return t.phoneInvalid;
  return fallback;
}

/** A request that never reached the server (no signal), as opposed to one it refused. */
export const isNetworkError = (err: unknown) => !(err instanceof ApiError);
