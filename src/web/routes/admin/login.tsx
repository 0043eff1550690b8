import { useEffect, useState, type FormEvent } from "react";
import { Link, Navigate, useLocation, useNavigate } from "react-router";
import { useAuth } from "~/features/auth/auth-context.tsx";
import { setupOpen } from "~/features/admin-api/signed-out.ts";
import { Alert, AuthCard, Field, PrimaryButton } from "~/components/admin/ui.tsx";
import { adminCopy } from "@content/admin.ts";
import { safeReturnPath } from "~/features/auth/session-ended.ts";

const copy = adminCopy.login;

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

/** What a protected screen passes when it sends the user here. */
export interface LoginState {
  from?: string;
  reason?: string;
}

export default function Login() {
  const auth = useAuth();
  const navigate = useNavigate();
  const state = (useLocation().state ?? {}) as LoginState;
  const back = safeReturnPath(state.from) ?? "/admin/blog";
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // The first-account link only while no account exists (GoTrue's /settings `disable_signup`).
  const [setupOffered, setSetupOffered] = useState(false);
  useEffect(() => {
    setupOpen().then(
      (open) => setSetupOffered(open),
      (err: unknown) => console.error(err),
    );
  }, []);

  if (auth.status === "loading") return <p className="p-8 text-stone-600">{adminCopy.loading}</p>;
  if (auth.status === "signed-in") return <Navigate to={back} replace />;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (auth.status !== "signed-out") return;
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(null);
    const { error: signInError } = await auth.client.auth.signInWithPassword({
      email: String(form.get("email") ?? "").trim(),
      password: String(form.get("password") ?? ""),
    });
    setBusy(false);
    if (signInError) {
      // The server's message ('Invalid login credentials', or a rate-limit notice) is shown as it is.
      setError(signInError.message || copy.failed);
      return;
    }
    navigate(back, { replace: true });
  };

  return (
    <AuthCard title={copy.title} intro={copy.intro}>
      {auth.status === "error" ? (
        <p role="alert" className="text-red-700">
          {auth.message}
        </p>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4" noValidate={false}>
          {state.reason && !error ? (
            <p role="status" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {state.reason}
            </p>
          ) : null}
          <Field label={copy.email} id="email" name="email" type="email" autoComplete="username" required />
          <Field label={copy.password} id="password" name="password" type="password" autoComplete="current-password" required />
          {error ? (
            <Alert>{error}</Alert>
          ) : null}
          <PrimaryButton type="submit" disabled={busy}>
            {busy ? copy.busy : copy.submit}
          </PrimaryButton>
          {setupOffered ? (
            <p className="text-center text-sm text-stone-600">
              {copy.setupHint}{" "}
              <Link to="/admin/setup" className="font-medium text-emerald-800 underline">
                {copy.setupLink}
              </Link>
            </p>
          ) : null}
        </form>
      )}
    </AuthCard>
  );
}
