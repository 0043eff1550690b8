import { useMemo, useState, type FormEvent } from "react";
import type { ChatWidgetCopy } from "@content/chat-widget";
import { site } from "@content/site";
import { LIMITS } from "@shared/constants";
import { formatSlotIst, isOpenAt, nextSlots } from "@shared/working-hours";
import { useLocale } from "~/lib/content";
import { requestCallback } from "./api";
import { teamAvailable } from "./availability";
import { problemText } from "./problems";
import { useChatCopy } from "./copy";

/** The team's hours and whether it can talk now: an agent online says so, else the hours (India time) decide. */
export function TeamHours({ t, agentOnline = null }: { t: ChatWidgetCopy; agentOnline?: boolean | null }) {
  const { workingHours } = useChatCopy().siteText;
  const open = teamAvailable(agentOnline, isOpenAt(site.openingHoursIst, new Date()));
  return (
    <div className="rounded-lg bg-forest-50 px-3 py-2 text-xs text-forest-900" data-testid="chat-hours" data-open={open}>
      <p className="font-semibold">{open ? t.openNow : t.closedNow}</p>
      <p className="mt-1">{t.hoursHeading}:</p>
      <ul>
        {workingHours.map((h) => (
          <li key={h.days}>
            {h.days}: {h.hours}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** "Call me back": phone (prefilled), a slot within working hours in IST, an optional note. */
export function CallbackForm({ t, sessionId, phone, onDone, onCancel }: { t: ChatWidgetCopy; sessionId: string; phone: string; onDone(slotText: string): void; onCancel(): void }) {
  const locale = useLocale();
  const slots = useMemo(() => nextSlots(site.openingHoursIst, new Date(), 12), []);
  const [form, setForm] = useState({ phone, slot: slots[0]?.toISOString() ?? "", note: "" });
  const [error, setError] = useState("");
  const [busy, setBusy] = useState(false);
  const field = "mt-1 block w-full rounded-lg border border-forest-200 bg-white px-3 py-2 text-base";

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError("");
    setBusy(true);
    try {
      await requestCallback({ sessionId, phone: form.phone.trim(), slot: form.slot, note: form.note.trim() || null });
      onDone(formatSlotIst(new Date(form.slot), locale));
    } catch (err) {
      setError(problemText(t, err, t.callback.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-2 border-t border-forest-900/10 bg-white px-4 py-3 text-sm" data-testid="chat-callback">
      <p className="font-semibold text-forest-900">{t.callback.heading}</p>
      <TeamHours t={t} />
      <label className="block">
        {t.callback.phone}
        <input className={field} name="callbackPhone" type="tel" inputMode="tel" maxLength={LIMITS.phone} value={form.phone} onChange={(e) => setForm({ ...form, phone: e.target.value })} />
      </label>
      <label className="block">
        {t.callback.slot}
        <select className={field} name="slot" value={form.slot} onChange={(e) => setForm({ ...form, slot: e.target.value })}>
          {slots.map((s) => (
            <option key={s.toISOString()} value={s.toISOString()}>
              {formatSlotIst(s, locale)}
            </option>
          ))}
        </select>
      </label>
      <label className="block">
        {t.callback.note}
        <input className={field} name="note" maxLength={LIMITS.shortText} value={form.note} onChange={(e) => setForm({ ...form, note: e.target.value })} />
      </label>
      {error && (
        <p role="alert" className="text-red-800">
          {error}
        </p>
      )}
      <div className="flex gap-2">
        <button type="submit" disabled={busy} className="rounded-full bg-harvest-400 px-4 py-2 font-semibold text-soil-950 disabled:opacity-70">
          {t.callback.send}
        </button>
        <button type="button" onClick={onCancel} className="px-2 font-semibold text-forest-700 underline">
          {t.callback.cancel}
        </button>
      </div>
    </form>
  );
}
