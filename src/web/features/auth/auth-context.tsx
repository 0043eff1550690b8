import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import type { Session, SupabaseClient } from "@supabase/supabase-js";
import { getSupabase } from "./supabase.client.ts";

export type AuthState =
  | { status: "loading" }
  | { status: "error"; message: string }
  | { status: "signed-out"; client: SupabaseClient }
  | { status: "signed-in"; client: SupabaseClient; session: Session };

const AuthContext = createContext<AuthState>({ status: "loading" });

/**
 * Follows the client's auth events (initial session, sign-in, sign-out, token
 * refresh, user update). The client broadcasts them between tabs, so signing
 * out in one tab signs out every other tab of the admin area too.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: "loading" });

  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    getSupabase().then(
      (client) => {
        if (cancelled) return;
        const { data } = client.auth.onAuthStateChange((_event, session) => {
          setState(session ? { status: "signed-in", client, session } : { status: "signed-out", client });
        });
        unsubscribe = () => data.subscription.unsubscribe();
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
