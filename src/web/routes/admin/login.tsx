import { useState, type FormEvent } from "react";
import { Link, Navigate, useNavigate } from "react-router";
import { useAuth } from "~/features/auth/auth-context.tsx";
import { Alert, AuthCard, Field, PrimaryButton } from "~/components/admin/ui.tsx";
import { adminCopy } from "@content/admin.ts";

const copy = adminCopy.login;

export function meta() {
  return [{ title: `${copy.title} | Admin` }, { name: "robots", content: "noindex, nofollow" }];
}

export default function Login() {
  const auth = useAuth();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (auth.status === "loading") return <p className="p-8 text-stone-600">{adminCopy.loading}</p>;
  if (auth.status === "signed-in") return <Navigate to="/admin/blog" replace />;

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
    navigate("/admin/blog", { replace: true });
  };

  return (
    <AuthCard title={copy.title} intro={copy.intro}>
      {auth.status === "error" ? (
        <p role="alert" className="text-red-700">
          {auth.message}
        </p>
      ) : (
        <form onSubmit={onSubmit} className="space-y-4" noValidate={false}>
          <Field label={copy.email} id="email" name="email" type="email" autoComplete="username" required />
          <Field label={copy.password} id="password" name="password" type="password" autoComplete="current-password" required />
          {error ? (
            <Alert>{error}</Alert>
          ) : null}
          <PrimaryButton type="submit" disabled={busy}>
            {busy ? copy.busy : copy.submit}
          </PrimaryButton>
          <p className="text-center text-sm text-stone-600">
            {copy.setupHint}{" "}
            <Link to="/admin/setup" className="font-medium text-emerald-800 underline">
              {copy.setupLink}
            </Link>
          </p>
        </form>
      )}
    </AuthCard>
  );
}
