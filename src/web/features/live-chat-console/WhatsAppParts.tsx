import { useEffect, useState } from "react";
import { buttonStyles } from "~/components/admin/ui.tsx";
import { whatsappConsoleCopy as copy } from "@content/whatsapp-console.ts";
import type { ChatMessage, ChatSessionOut } from "@shared/api-types";
import type { WhatsAppMessageInfo } from "@shared/whatsapp-types";

/** The WhatsApp conversations' parts of the console: the mark, the 24-hour window, ticks, files and templates. */

const WINDOW_MS = 24 * 3600_000;

export function WhatsAppBadge() {
  return (
    <span data-testid="whatsapp-badge" className="inline-flex items-center gap-1 whitespace-nowrap rounded-full bg-[#e7f8ee] px-2 py-0.5 text-xs font-semibold text-[#0b6b3a] ring-1 ring-inset ring-[#25d366]/40">
      <svg aria-hidden viewBox="0 0 24 24" className="h-3.5 w-3.5 fill-current">
        <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2Zm0 18.2a8.2 8.2 0 0 1-4.2-1.2l-.3-.2-3 .8.8-2.9-.2-.3A8.2 8.2 0 1 1 12 20.2Zm4.5-6.1c-.2-.1-1.5-.7-1.7-.8-.2-.1-.4-.1-.6.1l-.8 1c-.1.2-.3.2-.5.1a6.7 6.7 0 0 1-3.3-2.9c-.3-.4.3-.4.7-1.3.1-.2 0-.3 0-.5l-.8-1.8c-.2-.5-.4-.4-.6-.4h-.5a1 1 0 0 0-.7.3 3 3 0 0 0-.9 2.2 5.2 5.2 0 0 0 1.1 2.7 11.8 11.8 0 0 0 4.5 4c1.7.7 2.3.8 3.2.6.5-.1 1.5-.6 1.7-1.2.2-.6.2-1.1.2-1.2-.1-.1-.2-.2-.5-.3Z" />
      </svg>
      {copy.badge}
    </span>
  );
}

/** "23 h 10 min", "45 min". */
function left(ms: number): string {
  const m = Math.max(1, Math.floor(ms / 60_000));
  if (m < 60) return `${m} min`;
  return `${Math.floor(m / 60)} h ${m % 60} min`;
}

/**
 * When free replies close: 24 hours after the farmer's last message. The
 * session says so when it is listed; a message the farmer sends later moves it on.
 */
export function windowClosesAt(session: ChatSessionOut, messages: ChatMessage[]): number | null {
  const listed = session.whatsapp?.windowClosesAt ? Date.parse(session.whatsapp.windowClosesAt) : null;
  const lastIn = messages.filter((m) => m.whatsapp?.direction === "in").reduce<number | null>((a, m) => Math.max(a ?? 0, Date.parse(m.created_at) + WINDOW_MS), null);
  if (listed === null) return lastIn;
  return lastIn === null ? listed : Math.max(listed, lastIn);
}

export function WindowNotice({ closesAt, optedOut, now }: { closesAt: number | null; optedOut: boolean; now: number }) {
  if (optedOut) {
    return (
      <p role="status" data-testid="whatsapp-window" data-state="opted-out" className="border-b border-red-100 bg-red-50 px-4 py-2 text-xs font-medium text-red-800">
        {copy.optedOut}
      </p>
    );
  }
  const open = closesAt !== null && closesAt > now;
  return (
    <p
      role="status"
      data-testid="whatsapp-window"
      data-state={open ? "open" : "closed"}
      className={`border-b px-4 py-2 text-xs font-medium ${open ? "border-emerald-100 bg-emerald-50 text-emerald-900" : "border-amber-100 bg-amber-50 text-amber-900"}`}
    >
      {open ? copy.windowOpen(left(closesAt - now)) : closesAt === null ? copy.windowNever : copy.windowClosed}
    </p>
  );
}

/** WhatsApp's ticks on an agent's message: one grey (sent), two grey (delivered), two blue (read), red (not delivered). */
export function DeliveryTicks({ info }: { info: WhatsAppMessageInfo }) {
  const label = copy.delivery[info.status];
  const tone = info.status === "read" ? "text-sky-300" : info.status === "failed" ? "text-red-200" : "text-emerald-100";
  const mark = info.status === "failed" ? "!" : info.status === "queued" || info.status === "sending" ? "◷" : info.status === "sent" ? "✓" : "✓✓";
  return (
    <span data-testid="delivery" data-status={info.status} className={`ml-1 font-semibold ${tone}`} title={info.error ?? label}>
      <span aria-hidden>{mark}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}

/** Why a message did not go (or is being tried again), under it. */
export function DeliveryProblem({ info }: { info: WhatsAppMessageInfo }) {
  if (!info.error || info.status === "sent" || info.status === "delivered" || info.status === "read") return null;
  return (
    <p data-testid="delivery-problem" className="mt-1 text-[11px] font-medium text-red-100">
      {copy.delivery[info.status]}: {info.error}
    </p>
  );
}

/** A file or place the farmer sent: opened through the server with the agent's session (WhatsApp's own link expires). */
export function Attachment({ info, open }: { info: WhatsAppMessageInfo; open: (id: string) => Promise<string> }) {
  const [url, setUrl] = useState<string | null>(null);
  const [state, setState] = useState<"idle" | "loading" | "failed">("idle");
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  if (info.place) {
    const { latitude, longitude } = info.place;
    const map = `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`;
    return (
      <a data-testid="whatsapp-place" className="mt-1 inline-block text-xs font-semibold text-emerald-800 underline" href={map} target="_blank" rel="noopener noreferrer">
        {copy.openMap} ({latitude.toFixed(4)}, {longitude.toFixed(4)})
      </a>
    );
  }
  const media = info.media;
  if (!media) return null;
  if (!media.stored) return <p className="mt-1 text-xs italic text-stone-500">{copy.fetchingFile}</p>;
  const load = async () => {
    setState("loading");
    try {
      setUrl(await open(info.id));
      setState("idle");
    } catch {
      setState("failed");
    }
  };
  if (url && media.kind === "image") return <img data-testid="whatsapp-image" src={url} alt={copy.kind.image} className="mt-2 max-h-56 rounded-lg border border-stone-200" />;
  if (url && media.kind === "audio") return <audio data-testid="whatsapp-audio" className="mt-2 w-full" controls autoPlay src={url} />;
  if (url && media.kind === "video") return <video data-testid="whatsapp-video" className="mt-2 max-h-56 w-full" controls src={url} />;
  if (url) {
    return (
      <a data-testid="whatsapp-file" className="mt-1 inline-block text-xs font-semibold text-emerald-800 underline" href={url} download={media.filename ?? "whatsapp-file"}>
        {media.filename ?? copy.kind.document}
      </a>
    );
  }
  return (
    <div className="mt-1">
      <button type="button" data-testid="whatsapp-open" className={`${buttonStyles.link} px-0 py-0.5 text-xs`} onClick={() => void load()} disabled={state === "loading"}>
        {state === "loading" ? copy.fetchingFile : `${copy.openFile} ${media.voice ? copy.kind.voice : (copy.kind[media.kind as keyof typeof copy.kind] ?? copy.kind.document)}`}
      </button>
      {state === "failed" ? <p className="text-xs text-red-700">{copy.fileFailed}</p> : null}
    </div>
  );
}
