import type { FieldChangeResult } from "../../../shared/field-desk.ts";
import { staffFunction, type Staff } from "../admin-api/staff.ts";
import { queued, settle } from "./store.ts";

/**
 * Sends the queued changes, oldest first, in one request; the server applies
 * each once (by its change id), so a request whose answer was lost is simply
 * sent again. Only one send runs at a time in a tab.
 */
let running: Promise<FieldChangeResult[]> | null = null;

export function sendQueued(staff: Staff): Promise<FieldChangeResult[]> {
  running ??= (async () => {
    try {
      const changes = (await queued()).sort((a, b) => (a.seq ?? 0) - (b.seq ?? 0)).slice(0, 200);
      if (changes.length === 0) return [];
      const body = { changes: changes.map(({ seq: _seq, ...c }) => c) };
      const { results } = await staffFunction<{ results: FieldChangeResult[] }>(staff, "field-sync", { method: "POST", body });
      await settle(changes, results);
      return results;
    } finally {
      running = null;
    }
  })();
  return running;
}
