import { useState, type FormEvent } from "react";
import { useSession } from "~/features/auth/auth-context.tsx";
import { updateMe } from "~/features/admin-team/api.ts";
import { useMe } from "~/features/admin-team/use-role.ts";
import { buttonStyles, Field, PageHeader, Panel } from "~/components/admin/ui.tsx";
import { adminDeskCopy } from "@content/admin-desk.ts";
import { MyPhoneForm } from "~/features/telephony/my-phone.tsx";
import { MyLanguagesPanel } from "~/features/admin-routing/LanguagesForm.tsx";
import { MIN_PASSWORD_LENGTH } from "@shared/constants";

const copy = adminDeskCopy.account;

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

/** A staff member's own display name and password. */
export default function Account() {
  const { client } = useSession();
  const me = useMe(client);
  const [notice, setNotice] = useState<string | null>(null);

  const save = async (event: FormEvent<HTMLFormElement>, change: () => { displayName?: string; password?: string } | string) => {
    event.preventDefault();
    const formEl = event.currentTarget;
    const body = change();
    if (typeof body === "string") return setNotice(body);
    try {
      await updateMe(client, body);
      setNotice(copy.saved);
      if (body.password) formEl.reset();
    } catch (err) {
      setNotice(copy.failed(err instanceof Error ? err.message : String(err)));
    }
  };

  return (
    <>
      <PageHeader title={copy.title} />
      {notice ? (
        <p role="status" className="mb-4 rounded-md bg-stone-50 px-3 py-2 text-sm text-stone-800">
          {notice}
        </p>
      ) : null}
      <div className="grid gap-6 md:grid-cols-2">
        <Panel>
          <form
            key={me?.member?.name ?? ""}
            className="space-y-4"
            onSubmit={(e) => {
              const form = new FormData(e.currentTarget);
              void save(e, () => ({ displayName: String(form.get("displayName") ?? "").trim() }));
            }}
          >
            <Field label={copy.name} id="displayName" name="displayName" required maxLength={100} defaultValue={me?.member?.name ?? ""} />
            <button type="submit" className={buttonStyles.primary}>
              {copy.saveName}
            </button>
          </form>
        </Panel>
        <Panel>
          <form
            className="space-y-4"
            onSubmit={(e) => {
              const form = new FormData(e.currentTarget);
              const password = String(form.get("password") ?? "");
              void save(e, () => (password === String(form.get("confirm") ?? "") ? { password } : copy.mismatch));
            }}
          >
            <Field label={copy.newPassword} id="password" name="password" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} />
            <Field label={copy.confirm} id="confirm" name="confirm" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} />
            <button type="submit" className={buttonStyles.primary}>
              {copy.savePassword}
            </button>
          </form>
        </Panel>
      </div>
      <MyPhoneForm />
      <MyLanguagesPanel />
    </>
  );
}
