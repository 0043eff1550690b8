import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { Session, SupabaseClient } from "@supabase/supabase-js";
import { getSupabase } from "./supabase.client.ts";
import { onSessionEnded } from "./session-ended.ts";
import { adminCopy } from "@content/admin.ts";

export type AuthState =
  | { status: "loading" }
  | { status: "error"; message: string }
  /** `reason`: why the tab was signed out, when the server ended the session (shown on the sign-in page). */
  | { status: "signed-out"; client: SupabaseClient; reason?: string }
  | { status: "signed-in"; client: SupabaseClient; session: Session };

const AuthContext = createContext<AuthState>({ status: "loading" });

/**
 * Follows the client's auth events (initial session, sign-in, sign-out, token
 * refresh, user update). The client broadcasts them between tabs, so signing
 * out in one tab signs out every other tab of the admin area too. When the
 * server refuses the session (a 401 to any staff call), the tab signs out
 * through the client, so its stored tokens are gone, with a reason to show.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: "loading" });

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    getSupabase().then(
      (client) => {
        if (cancelled) return;
        let reason: string | undefined;
        const { data } = client.auth.onAuthStateChange((_event, session) => {
          setState(session ? { status: "signed-in", client, session } : { status: "signed-out", client, reason });
          if (session) reason = undefined;
        });
        const stopWatching = onSessionEnded(() => {
          // Several calls may fail at once; the first one signs out.
          if (reason) return;
          reason = adminCopy.login.sessionEnded;
          // Local scope: the server has already ended this session; only this browser's copy is cleared.
          void client.auth.signOut({ scope: "local" }).then(({ error }) => {
            if (error) console.error(error);
          });
        });
        unsubscribe = () => {
          data.subscription.unsubscribe();
          stopWatching();
        };
      },
      (err: unknown) => {
        console.error(err);
        if (!cancelled) setState({ status: "error", message: "The admin area could not reach the server. Please reload the page." });
      },
    );
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, []);

  return <AuthContext.Provider value={state}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  return useContext(AuthContext);
}

/** For screens inside the guard, where a session is certain. */
export function useSession(): { client: SupabaseClient; session: Session } {
  const state = useAuth();
  if (state.status !== "signed-in") throw new Error("useSession used outside the signed-in area");
  return state;
}
