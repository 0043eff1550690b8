import { useEffect, useState } from "react";
import { useSession } from "~/features/auth/auth-context.tsx";
import { buttonStyles, Field, Panel } from "~/components/admin/ui.tsx";
import { adminCallsCopy } from "@content/admin-calls.ts";
import type { MyPhone } from "@shared/telephony-types";
import { fetchMyPhone, saveMyPhone } from "./api.ts";

const copy = adminCallsCopy.account;

/** A staff member's own phone, which desk calls ring first. */
export function MyPhoneForm() {
  const { client } = useSession();
  const [me, setMe] = useState<MyPhone | null>(null);
  const [notice, setNotice] = useState<{ ok: boolean; text: string } | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchMyPhone(client).then(
      (m) => !cancelled && setMe(m),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [client]);
  if (!me) return null;
  return (
    <Panel title={copy.title} className="mt-6">
      <form
        key={me.phone ?? ""}
        className="space-y-4 px-5 py-4"
        onSubmit={(e) => {
          e.preventDefault();
          const phone = String(new FormData(e.currentTarget).get("phone") ?? "").trim();
          saveMyPhone(client, phone).then(
            (m) => {
              setMe(m);
              setNotice({ ok: true, text: m.phone ? copy.saved : copy.cleared });
            },
            (err: unknown) => setNotice({ ok: false, text: copy.failed(err instanceof Error ? err.message : String(err)) }),
          );
        }}
      >
        <p className="text-sm text-stone-600">{me.calls ? copy.hint : copy.off}</p>
        <Field label={copy.label} id="my-phone" name="phone" type="tel" autoComplete="tel" maxLength={40} defaultValue={me.phone ?? ""} />
        <button type="submit" className={buttonStyles.primary}>
          {copy.save}
        </button>
        <p role="status" aria-live="polite" className={`text-sm ${notice?.ok === false ? "text-red-700" : "text-emerald-800"}`}>
          {notice?.text ?? ""}
        </p>
      </form>
    </Panel>
  );
}
