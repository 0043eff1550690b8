import { useState, type FormEvent } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { useAuth } from "~/features/auth/auth-context.tsx";
import { acceptInvitation } from "~/features/admin-api/signed-out.ts";
import { Alert, AuthCard, Field, PrimaryButton } from "~/components/admin/ui.tsx";
import { adminCopy } from "@content/admin.ts";
import { adminDeskCopy } from "@content/admin-desk.ts";
import { MIN_PASSWORD_LENGTH } from "@shared/constants";

const copy = adminDeskCopy.acceptInvite;

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

/** An invited colleague sets their name and password; then they are signed in (or sent to sign-in). */
export default function AcceptInvite() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState(false);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const displayName = String(form.get("name") ?? "").trim();
    const password = String(form.get("password") ?? "");
    if (password !== String(form.get("confirm") ?? "")) return setError(copy.mismatch);
    if (password.length < MIN_PASSWORD_LENGTH) return setError(copy.tooShort(MIN_PASSWORD_LENGTH));
    setError(null);
    setBusy(true);
    try {
      const { email } = await acceptInvitation({ token, password, displayName });
      setCreated(true);
      if (auth.status === "signed-in" || auth.status === "signed-out") {
        const { error: signInError } = await auth.client.auth.signInWithPassword({ email, password });
        if (!signInError) return navigate("/admin/dashboard", { replace: true });
      }
      setError(copy.signInFailed);
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
    }
  };

  if (auth.status === "loading") return <p className="p-8 text-stone-600">{adminCopy.loading}</p>;

  return (
    <AuthCard title={copy.title} intro={token ? copy.intro : undefined}>
      {!token ? (
        <Alert>{copy.noToken}</Alert>
      ) : created ? (
        <div className="space-y-4">
          {error ? <p role="status">{error}</p> : null}
          <Link to="/admin/login" className="inline-block font-semibold text-emerald-800 underline">
            {copy.signIn}
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4">
          <Field label={copy.name} id="name" name="name" autoComplete="name" required maxLength={100} />
          <Field label={copy.password} id="password" name="password" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} />
          <Field label={copy.confirm} id="confirm" name="confirm" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD_LENGTH} />
          {error ? <Alert>{error}</Alert> : null}
          <PrimaryButton type="submit" disabled={busy}>
            {busy ? copy.busy : copy.submit}
          </PrimaryButton>
        </form>
      )}
    </AuthCard>
  );
}
