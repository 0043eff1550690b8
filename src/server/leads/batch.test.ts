import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase, testDatabaseKinds, type TestDatabase } from "../../../tests/server/test-db.ts";
import { upsertConfirmedUser } from "../auth/users.server.ts";
import { openDatabase, type DatabaseHandle } from "../db/index.server.ts";
import { migrateToLatest } from "../db/migrate.server.ts";
import { Mailer } from "../mail/mailer.server.ts";
import { captureBatchIn } from "./batch.ts";
import { captureLead, captureLeadIn, type LeadCapture, type LeadCommandDeps } from "./commands.ts";
import { DeskRoutingService } from "./routing/service.ts";
import { routingActionSchema } from "../../shared/routing.ts";

const quiet = { info() {}, warn() {}, error() {}, debug() {}, child: () => quiet } as never;

const lead = (name: string, over: Partial<LeadCapture> = {}): LeadCapture => ({ name, email: "", user_type: "farmer", source: "website", location: null, metadata: null, ...over });

/** Captures that exercise every rule capture applies: routing by place and language, team turns, repeats in the batch and of known, closed and merged leads. */
const CAPTURES: LeadCapture[] = [
  lead("Nashik farmer", { phone: "98220 10001", location: "Ozar, Nashik" }),
  lead("Telugu one", { phone: "98220 10002", language: "te" }),
  lead("Telugu two", { email: "two@batch.example", language: "te" }),
  // The Nashik farmer again, another format, now with an e-mail and a new place.
  lead("N. farmer", { phone: "+91-9822010001", email: " Nashik@Batch.example", location: "Niphad, Nashik" }),
  // The known lead, in Hindi now.
  lead("Known again", { phone: "098220 20001", language: "hi" }),
  // The closed lead comes back: its owner is told.
  lead("Closed again", { email: "CLOSED@batch.example " }),
  // The merged lead's phone: joins the lead it was merged into.
  lead("Merged again", { phone: "98220 20003" }),
  // By the e-mail the Nashik farmer gave two rows up.
  lead("Nashik by mail", { email: "nashik@batch.example", notes: "Asked about grapes" }),
  lead("Nobody's", { phone: "98220 10009" }),
  // Consent to WhatsApp given on a later capture: for a lead made earlier in the batch, and for a known lead.
  lead("Nobody's again", { phone: "98220 10009", whatsapp_consent_at: "2026-11-28T10:00:00.000Z", whatsapp_consent_source: "website", whatsapp_consent_text: "Send me WhatsApp messages" }),
  lead("Known consents", { phone: "98220 20001", whatsapp_consent_at: "2026-11-28T10:05:00.000Z", whatsapp_consent_source: "chat", whatsapp_consent_text: "WhatsApp is fine" }),
];

/** The database after the captures, with ids replaced by the leads' first names, to compare two ways of capturing. */
async function scenario(kind: "sqlite" | "postgres", mode: "one by one" | "batch", cleanup: TestDatabase[]) {
  const tdb = await createTestDatabase(kind);
  cleanup.push(tdb);
  const database: DatabaseHandle = openDatabase(tdb.config);
  try {
    await migrateToLatest(database);
    const deps: LeadCommandDeps = { database, mailer: new Mailer({ db: database.db, log: quiet, smtpUrl: undefined, from: "desk@example.in", retryBaseMs: 1000 }), adminUrl: "http://localhost/admin/leads" };
    const staff: Record<string, string> = {};
    for (const [name, role] of [["admin", "admin"], ["mh", "agent"], ["te1", "agent"], ["te2", "agent"]] as const) {
      const { user } = await upsertConfirmedUser(database, `${name}@batch.example`, "password-123456");
      staff[name] = user.id;
      await database.db.insertInto("staff_members").values({ user_id: user.id, role, display_name: name, active: database.bool(true), created_at: new Date().toISOString() }).execute();
    }
    const routing = new DeskRoutingService(database);
    await routing.act(staff.admin!, { action: "save_team", name: "Telugu", members: [staff.te1!, staff.te2!] });
    const teamId = (await routing.overview()).teams[0]!.id;
    await routing.act(staff.admin!, routingActionSchema.parse({ action: "save_rule", name: "Maharashtra", conditions: { states: ["Maharashtra"] }, target: { kind: "agent", id: staff.mh! } }));
    await routing.act(staff.admin!, routingActionSchema.parse({ action: "save_rule", name: "Telugu speakers", conditions: { languages: ["te"] }, target: { kind: "team", id: teamId } }));
    const known = await captureLead(deps, lead("Known", { phone: "98220 20001" }));
    const closed = await captureLead(deps, lead("Closed", { email: "closed@batch.example" }));
    await database.db.updateTable("leads").set({ status: "converted" }).where("id", "=", closed.id).execute();
    const merged = await captureLead(deps, lead("Merged", { phone: "98220 20003" }));
    await database.db.updateTable("leads").set({ merged_into: known.id }).where("id", "=", merged.id).execute();
    await database.db.deleteFrom("mail_outbox").execute();

    const captures = CAPTURES.map((c) => ({ ...c, actorId: staff.admin! }));
    await database.db.transaction().execute(async (trx) => {
      if (mode === "batch") await captureBatchIn(trx, deps, captures, { newLeadMail: true });
      else for (const c of captures) await captureLeadIn(trx, deps, c);
    });

    const leads = await database.db.selectFrom("leads").selectAll().orderBy("name").execute();
    const label = new Map<string, string>([...leads.map((l) => [l.id, l.name] as [string, string]), ...Object.entries(staff).map(([k, v]) => [v, k] as [string, string])]);
    const named = (id: string | null) => (id ? (label.get(id) ?? "?") : null);
    const events = await database.db.selectFrom("lead_events").select(["lead_id", "kind", "data"]).execute();
    const contacts = await database.db.selectFrom("lead_contacts").select(["lead_id", "kind", "normalized"]).execute();
    const routes = await database.db.selectFrom("lead_routing").select(["lead_id", "rule_name", "assigned_to", "district"]).execute();
    const mails = await database.db.selectFrom("mail_outbox").select(["lead_id", "subject"]).execute();
    return {
      leads: leads.map((l) => ({
        name: l.name,
        email: l.email,
        phone_e164: l.phone_e164,
        location: l.location,
        language: l.language,
        consent: [l.whatsapp_consent_at, l.whatsapp_consent_source, l.whatsapp_consent_text].join(" | "),
        owner: named(l.owner_id),
        mergedInto: named(l.merged_into),
        events: events
          .filter((e) => e.lead_id === l.id)
          .map((e) => {
            const d = (typeof e.data === "string" ? JSON.parse(e.data) : e.data) as Record<string, unknown> | null;
            return `${e.kind}${e.kind === "owner" ? `:${named(d?.to as string)}:${String(d?.rule)}` : e.kind === "capture" ? `:${String(d?.name)}` : ""}`;
          })
          .sort(),
        contacts: contacts
          .filter((c) => c.lead_id === l.id)
          .map((c) => `${c.kind}:${c.normalized}`)
          .sort(),
      })),
      routes: routes.map((r) => `${named(r.lead_id)} ${r.rule_name} ${named(r.assigned_to)} ${r.district}`).sort(),
      mails: mails.map((m) => `${named(m.lead_id)} ${m.subject}`).sort(),
    };
  } finally {
    await database.close();
  }
}

describe.each(testDatabaseKinds())("the batch capture on %s", (kind) => {
  const dbs: TestDatabase[] = [];
  afterAll(async () => {
    for (const d of dbs) await d.cleanup();
  });

  it("leaves the desk as capturing the same leads one by one does", async () => {
    const single = await scenario(kind, "one by one", dbs);
    const batch = await scenario(kind, "batch", dbs);
    expect(batch).toEqual(single);
    // And what that is: the rules held.
    const by = Object.fromEntries(single.leads.map((l) => [l.name, l]));
    expect(single.leads.map((l) => l.name)).toEqual(["Closed", "Known", "Merged", "Nashik farmer", "Nobody's", "Telugu one", "Telugu two"]);
    expect(by["Nashik farmer"]).toMatchObject({ owner: "mh", email: "nashik@batch.example", location: "Niphad, Nashik" });
    expect([by["Telugu one"]!.owner, by["Telugu two"]!.owner].sort()).toEqual(["te1", "te2"]);
    expect(by.Known).toMatchObject({ language: "hi", consent: "2026-11-28T10:05:00.000Z | chat | WhatsApp is fine" });
    expect(by["Nobody's"]).toMatchObject({ consent: "2026-11-28T10:00:00.000Z | website | Send me WhatsApp messages" });
    expect(by["Telugu one"]).toMatchObject({ consent: " |  | " });
    expect(by.Known!.events.filter((e) => e.startsWith("capture"))).toEqual(["capture:Known", "capture:Known again", "capture:Known consents", "capture:Merged again"]);
    expect(by["Nashik farmer"]!.events).toContain("note");
    expect(single.mails).toEqual(expect.arrayContaining([expect.stringMatching(/^Closed A closed lead came back/)]));
  }, 120_000);
});
