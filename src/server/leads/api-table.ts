import type { Condition } from "../db/conditions.ts";
import type { CommandTableDecl } from "../db/table-commands.ts";
import { captureLeads, type LeadCapture, type LeadCommandDeps } from "./commands.ts";
import { EDITABLE_LEAD_FIELDS, editLeadIn } from "./edit.ts";
import { deleteLeadIn } from "./removal.ts";
import { leadsTable, type NewLead } from "./schema.ts";
import { searchNarrowing } from "./search-index.server.ts";

/**
 * The leads table as the data API (`/rest/v1/leads`) serves it. The topic's
 * rule for each role and verb:
 *
 * | verb   | anon (the public key)       | agent                         | admin                          |
 * |--------|-----------------------------|-------------------------------|--------------------------------|
 * | select | refused                     | leads not merged into another | same                           |
 * | insert | the capture command         | the capture command           | the capture command            |
 * | update | refused                     | the edit command (timeline)   | the edit command (timeline)    |
 * | delete | refused                     | refused (403)                 | the recorded delete            |
 *
 * An insert is a capture like the chat's and the forms' (dedupe, timeline,
 * round-robin, notification), so `return=representation` answers the lead
 * as stored, which may be the earlier lead it joined. An update may change
 * only what staff correct by hand (EDITABLE_LEAD_FIELDS); where a lead came
 * from is history. The pipeline (status, owner, follow-up) is not in the
 * data API at all: the desk's functions change it.
 */
export function leadsApiTable(deps: LeadCommandDeps): CommandTableDecl {
  const { database } = deps;
  return {
    ...leadsTable,
    adminOnly: ["delete"],
    refusalHints: {
      delete: "Only an admin may delete leads, and every deletion is recorded; ask an admin",
      update: `Staff may change ${EDITABLE_LEAD_FIELDS.join(", ")}; status, owner and follow-ups are changed on the lead's page`,
    },
    narrowSearch: (conditions: Condition[]) => searchNarrowing(database.db, database.kind, conditions),
    commands: {
      async insert(rows, actor) {
        const captures = rows.map((r): LeadCapture => {
          const { created_at, ...fields } = r;
          return {
            ...(fields as unknown as NewLead),
            source: (fields.source as string | undefined) ?? "website",
            actorId: actor.userId,
            // Staff may bring in a lead with the time it really came (an import); a visitor's capture is now.
            capturedAt: actor.role !== "anon" && typeof created_at === "string" ? created_at : null,
          };
        });
        return (await captureLeads(deps, captures)).map((l) => l.id);
      },
      updatable: EDITABLE_LEAD_FIELDS,
      async update(ids, values, actor) {
        await database.db.transaction().execute(async (trx) => {
          for (const id of ids) await editLeadIn(trx, actor.userId, id, values);
        });
      },
      async delete(ids, actor) {
        await database.db.transaction().execute(async (trx) => {
          for (const id of ids) {
            // A lead deleted earlier in this request as one merged into another is already gone.
            if (await trx.selectFrom("leads").select("id").where("id", "=", id).executeTakeFirst()) await deleteLeadIn(trx, database.kind, id, actor.userId, "rest");
          }
        });
      },
    },
  };
}
