import { useEffect, useState, type FormEvent } from "react";
import { Link, useNavigate } from "react-router";
import { useAuth } from "~/features/auth/auth-context.tsx";
import { setupOpen } from "~/features/admin-api/signed-out.ts";
import { Alert, AuthCard, Field, PrimaryButton } from "~/components/admin/ui.tsx";
import { adminCopy } from "@content/admin.ts";
import { site } from "@content/site.ts";

const copy = adminCopy.setup;
const MIN_PASSWORD = 6;
const REDIRECT_MS = 3000;

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

type Phase = "checking" | "open" | "closed" | "creating" | "done";

export default function Setup() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>("checking");
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    setupOpen().then(
      (open) => setPhase(open ? "open" : "closed"),
      (err: unknown) => {
        console.error(err);
        setPhase("open"); // the server still refuses a second account if this check failed
      },
    );
  }, []);

  useEffect(() => {
    if (phase !== "done") return;
    const timer = setTimeout(() => navigate("/admin/login"), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [phase, navigate]);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (auth.status !== "signed-out" && auth.status !== "signed-in") return;
    const form = new FormData(event.currentTarget);
    const email = String(form.get("email") ?? "").trim();
    const password = String(form.get("password") ?? "");
    const confirm = String(form.get("confirm") ?? "");
    if (password !== confirm) return setError(copy.mismatch);
    if (password.length < MIN_PASSWORD) return setError(copy.tooShort);
    setError(null);
    setPhase("creating");
    try {
      const { error: signUpError } = await auth.client.auth.signUp({
        email,
        password,
        options: { emailRedirectTo: `${window.location.origin}/admin/login` },
      });
      if (signUpError) {
        setError(signUpError.message);
        setPhase(signUpError.code === "signup_disabled" ? "closed" : "open");
        return;
      }
      setPhase("done");
    } catch (err) {
      console.error(err);
      setError(copy.unexpected);
      setPhase("open");
    }
  };

  if (phase === "checking" || auth.status === "loading") {
    return <p className="p-8 text-stone-600">{adminCopy.loading}</p>;
  }

  return (
    <AuthCard title={copy.title} intro={phase === "closed" ? undefined : copy.intro}>
      {phase === "closed" ? (
        <div className="space-y-4">
          {error ? <p className="text-sm text-stone-600">{error}</p> : null}
          <p role="status" className="text-stone-800">
            {copy.exists}
          </p>
          <Link to="/admin/login" className="inline-block font-semibold text-emerald-800 underline">
            {copy.existsLink}
          </Link>
        </div>
      ) : phase === "done" ? (
        <div role="status" className="space-y-2 rounded-md bg-emerald-50 p-4 text-emerald-900">
          <p>{copy.success}</p>
          <p className="text-sm">{copy.redirecting}</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4">
          <p className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">{copy.warning}</p>
          <Field label={copy.email} id="email" name="email" type="email" autoComplete="username" required defaultValue={site.adminEmail} />
          <Field label={copy.password} id="password" name="password" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD} />
          <Field label={copy.confirm} id="confirm" name="confirm" type="password" autoComplete="new-password" required minLength={MIN_PASSWORD} />
          {error ? (
            <Alert>{error}</Alert>
          ) : null}
          <PrimaryButton type="submit" disabled={phase === "creating"}>
            {phase === "creating" ? copy.busy : copy.submit}
          </PrimaryButton>
        </form>
      )}
    </AuthCard>
  );
}
