/**
 * The signal that the server refused a staff token (HTTP 401: the session
 * expired or was revoked, e.g. "sign out everywhere" from another device).
 * The API wrappers raise it; the auth provider answers by signing the tab out
 * and sending the user to sign in again. Kept free of the client library so the
 * public pages' API wrapper can import it.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export function onSessionEnded(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function reportSessionEnded(): void {
  for (const l of listeners) l();
}

/**
 * Whether an answer means the staff session is over: a 401 to a call that
 * carried a user's token. The auth endpoints are left out: the client library
 * handles their refusals itself (a wrong password, a used refresh token).
 */
export function endsSession(url: string, status: number, sentUserToken: boolean): boolean {
  if (status !== 401 || !sentUserToken) return false;
  return !new URL(url, "http://x").pathname.startsWith("/auth/v1/");
}

/** A page inside the admin area to come back to after signing in again; anything else is ignored. */
export function safeReturnPath(from: unknown): string | null {
  if (typeof from !== "string" || !(from === "/admin" || from.startsWith("/admin/")) || from.startsWith("/admin/login") || from.startsWith("//")) return null;
  return from;
}
