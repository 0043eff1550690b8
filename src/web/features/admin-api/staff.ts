import type { SupabaseClient } from "@supabase/supabase-js";
import { apiFetch, request, type ApiRequest } from "~/lib/api-client.ts";

/**
 * The one way an admin screen reaches the server's data: a staff member's
 * call, with the session's access token, over the same wire as everything else
 * (lib/api-client.ts). The official client is asked only for the token (it
 * refreshes it when due); it never fetches data itself, so every screen's
 * failures have one shape, ApiError, with the server's status, code and message.
 * Each topic's calls, typed with the shared wire types, are in this folder.
 */
export type Staff = Pick<SupabaseClient, "auth">;

async function tokenOf(staff: Staff): Promise<string> {
  const token = (await staff.auth.getSession()).data.session?.access_token;
  if (!token) throw new Error("Not signed in");
  return token;
}

/** A server function (`/functions/v1/{name}`) called as the signed-in staff member. */
export async function staffFunction<T>(staff: Staff, name: string, init: Omit<ApiRequest, "token"> = {}): Promise<T> {
  return request<T>(`/functions/v1/${name}`, { ...init, token: await tokenOf(staff) });
}

/** The same, answering the response itself (a download). */
export async function staffDownload(staff: Staff, name: string, init: Omit<ApiRequest, "token"> = {}): Promise<Response> {
  return apiFetch(`/functions/v1/${name}`, { ...init, token: await tokenOf(staff) });
}

/** A table of the data API (`/rest/v1/{table}`), queried with its filters (`id: "eq.…"`, `order`, `select`...). */
export function staffTable<Row>(table: string) {
  const path = `/rest/v1/${table}`;
  const as = async (staff: Staff, init: Omit<ApiRequest, "token">) => ({ ...init, token: await tokenOf(staff) });
  return {
    rows: async (staff: Staff, query: Record<string, string | undefined>) => (await request<Row[]>(path, await as(staff, { query }))) ?? [],
    /** How many rows match, counted by the server (no rows are sent). */
    count: async (staff: Staff, query: Record<string, string | undefined> = {}) => {
      const res = await apiFetch(path, await as(staff, { method: "HEAD", query: { select: "id", ...query }, headers: { prefer: "count=exact" } }));
      return Number(res.headers.get("content-range")?.split("/")[1] ?? 0);
    },
    insert: async (staff: Staff, row: Partial<Row>) => {
      return storedRow(await request<Row[]>(path, await as(staff, { method: "POST", body: row, headers: { prefer: "return=representation" } })));
    },
    update: async (staff: Staff, id: string, change: Partial<Row>) => {
      return storedRow(await request<Row[]>(path, await as(staff, { method: "PATCH", query: { id: `eq.${id}` }, body: change, headers: { prefer: "return=representation" } })));
    },
    remove: async (staff: Staff, id: string) => {
      await request<void>(path, await as(staff, { method: "DELETE", query: { id: `eq.${id}` } }));
    },
  };
}

/** The row a write answers; none means it was not there (deleted meanwhile by someone else). */
function storedRow<Row>(rows: Row[] | undefined): Row {
  const [row] = rows ?? [];
  if (!row) throw new Error("It is no longer there: someone may have deleted it. Reload the page.");
  return row;
}
