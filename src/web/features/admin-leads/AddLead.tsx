import { useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { useSession } from "~/features/auth/auth-context.tsx";
import { Alert, buttonStyles, Field, Modal, SelectField, TextAreaField } from "~/components/admin/ui.tsx";
import { leadCaptureCopy } from "@content/admin-lead-capture.ts";
import { USER_TYPE_OPTIONS } from "@shared/constants";
import { locales } from "@content/i18n";
import { manualLeadSchema } from "@shared/manual-lead";
import { addLead } from "./capture-api.ts";

const copy = leadCaptureCopy.add;

/**
 * "Add lead" on the leads list: a lead who phoned or walked in, through the
 * same capture as every other way in (the same person again joins their
 * lead). Opens the lead it was stored as.
 */
export function AddLead() {
  const { client } = useSession();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const text = (k: string) => String(f.get(k) ?? "").trim();
    const input = {
      name: text("name"),
      phone: text("phone") || null,
      email: text("email") || null,
      userType: text("userType"),
      language: text("language") || null,
      location: text("location") || null,
      notes: text("notes") || null,
    };
    const checked = manualLeadSchema.safeParse(input);
    if (!checked.success) {
      const issue = checked.error.issues[0]!;
      setError(issue.path[0] === "phone" && !input.phone && !input.email ? copy.phoneOrEmail : `${String(issue.path[0] ?? "")}: ${issue.message}`);
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const { id } = await addLead(client, input as Parameters<typeof addLead>[1]);
      setOpen(false);
      await navigate(`/admin/leads/${id}`);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(true)} data-testid="add-lead">
        {copy.button}
      </button>
      <Modal open={open} title={copy.title} onClose={() => setOpen(false)}>
        <form onSubmit={(e) => void submit(e)} className="space-y-3" noValidate aria-label={copy.title}>
          <Field id="add-lead-name" name="name" label={copy.name} required requiredMark autoComplete="off" maxLength={100} />
          <p className="text-sm text-stone-600">{copy.phoneOrEmail}</p>
          <Field id="add-lead-phone" name="phone" label={copy.phone} type="tel" inputMode="tel" autoComplete="off" />
          <Field id="add-lead-email" name="email" label={copy.email} type="email" autoComplete="off" />
          <SelectField id="add-lead-type" name="userType" label={copy.userType} defaultValue="farmer">
            {USER_TYPE_OPTIONS.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </SelectField>
          <SelectField id="add-lead-language" name="language" label={copy.language} defaultValue="hi">
            {/* Hindi first and chosen, as the desk had it; then the registry's order. */}
            {[...locales].sort((a, b) => Number(b === "hi") - Number(a === "hi")).map((l) => (
              <option key={l} value={l}>
                {copy.languages[l]}
              </option>
            ))}
          </SelectField>
          <Field id="add-lead-location" name="location" label={copy.location} autoComplete="off" />
          <TextAreaField id="add-lead-notes" name="notes" label={copy.notes} rows={3} />
          {error ? <Alert>{error}</Alert> : null}
          <div className="flex justify-end gap-2">
            <button type="button" className={buttonStyles.secondary} onClick={() => setOpen(false)}>
              {copy.cancel}
            </button>
            <button type="submit" className={buttonStyles.primary} disabled={saving}>
              {saving ? copy.saving : copy.save}
            </button>
          </div>
        </form>
      </Modal>
    </>
  );
}
