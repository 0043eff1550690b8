import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { functionsClient, signedInAgent } from "../../../../tests/server/functions-client.ts";
import { startTestApp, type TestApp } from "../../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../../tests/server/test-db.ts";
import type { LeadDetail } from "../../../shared/desk-types.ts";
import type { RoutingOverview } from "../../../shared/routing.ts";
import { captureLead } from "../commands.ts";
import type { NewLead } from "../schema.ts";
import { matchPlace } from "./places.ts";

describe("a lead's place text", () => {
  it("becomes a PIN code, district and state from the place table", () => {
    expect(matchPlace("Nashik")).toMatchObject({ by: "district", district: "Nashik", state: "Maharashtra" });
    // The old spelling, lower case, after a village.
    expect(matchPlace("Ozar, nasik")).toMatchObject({ district: "Nashik", state: "Maharashtra" });
    expect(matchPlace("Plot 4, near bus stand 422 001")).toMatchObject({ by: "pincode", pincode: "422001", district: "Nashik", state: "Maharashtra" });
    expect(matchPlace("Guntur, AP")).toMatchObject({ district: "Guntur", state: "Andhra Pradesh" });
    expect(matchPlace("Ludhiana Punjab")).toMatchObject({ district: "Ludhiana", state: "Punjab" });
    // A village name that is also a district elsewhere: the district named after it wins.
    expect(matchPlace("Anand Nagar, Dharwad")).toMatchObject({ district: "Dharwad", state: "Karnataka" });
    // Only a state, in Hindi.
    expect(matchPlace("गांव, महाराष्ट्र")).toMatchObject({ by: "state", district: null, state: "Maharashtra" });
    expect(matchPlace("somewhere nice")).toBeNull();
    expect(matchPlace("")).toBeNull();
  });

  it("knows a district by the other names farmers write: रायगड is Raigad in Maharashtra, not Rayagada in Odisha", () => {
    // A lead from Raigad routed to Odisha's team would wait for nobody.
    expect(matchPlace("रायगड जिल्हा")).toMatchObject({ by: "district", district: "Raigarh(MH)", state: "Maharashtra", matched: "रायगड" });
    expect(matchPlace("मु. पो. पेण, रायगड")).toMatchObject({ district: "Raigarh(MH)", state: "Maharashtra" });
    expect(matchPlace("Raigad")).toMatchObject({ district: "Raigarh(MH)", state: "Maharashtra" });
    // Renamed districts, by their old and new names.
    for (const name of ["उस्मानाबाद", "धाराशिव", "Dharashiv"]) expect(matchPlace(name), name).toMatchObject({ district: "Osmanabad", state: "Maharashtra" });
    for (const name of ["अहमदनगर", "अहिल्यानगर", "Ahmednagar"]) expect(matchPlace(name), name).toMatchObject({ district: "Ahmed Nagar", state: "Maharashtra" });
    expect(matchPlace("Bombay")).toMatchObject({ district: "Mumbai", state: "Maharashtra" });
    // रायगढ़ (with its dot) is Raigarh in Chhattisgarh.
    expect(matchPlace("रायगढ़")).toMatchObject({ district: "Raigarh", state: "Chhattisgarh" });
    // Not a word that is also an everyday one: kashi is Marathi's "how" as well as Varanasi.
    expect(matchPlace("mati kashi tapasaychi")).toBeNull();
  });

  it("reads district names written in Devanagari and the other Indian scripts", () => {
    // Marathi, the way a farmer writes an address: mukkam, post, taluka, district.
    expect(matchPlace("मु. पो. ओझर, ता. निफाड, जि. नाशिक")).toMatchObject({ by: "district", district: "Nashik", state: "Maharashtra", matched: "नाशिक" });
    expect(matchPlace("पुणे")).toMatchObject({ district: "Pune", state: "Maharashtra" });
    expect(matchPlace("कोल्हापूर")).toMatchObject({ district: "Kolhapur", state: "Maharashtra" });
    expect(matchPlace("ठाणे")).toMatchObject({ district: "Thane", state: "Maharashtra" });
    expect(matchPlace("लुधियाना")).toMatchObject({ district: "Ludhiana", state: "Punjab" });
    // Telugu, Kannada, Gujarati, Punjabi.
    expect(matchPlace("గుంటూరు, ఆంధ్ర ప్రదేశ్")).toMatchObject({ district: "Guntur", state: "Andhra Pradesh", matched: "గుంటూరు" });
    expect(matchPlace("విశాఖపట్నం")).toMatchObject({ district: "Visakhapatnam" });
    expect(matchPlace("ಬೆಳಗಾವಿ ಜಿಲ್ಲೆ")).toMatchObject({ district: "Belagavi", state: "Karnataka" });
    expect(matchPlace("ಮೈಸೂರು")).toMatchObject({ district: "Mysuru", state: "Karnataka" });
    expect(matchPlace("વડોદરા")).toMatchObject({ district: "Vadodara", state: "Gujarat" });
    expect(matchPlace("ਲੁਧਿਆਣਾ, ਪੰਜਾਬ")).toMatchObject({ district: "Ludhiana", state: "Punjab" });
    // A name two states share needs its state, in any script: Patna (Bihar) and Patan (Gujarat) read alike.
    expect(matchPlace("पटना, बिहार")).toMatchObject({ district: "Patna", state: "Bihar" });
    // Ordinary words of an address are not places.
    expect(matchPlace("मंडल")).toBeNull();
    expect(matchPlace("मु पो")).toBeNull();
  });
});

let seq = 0;
const lead = (over: Partial<NewLead> = {}): NewLead => {
  seq += 1;
  return { name: `Farmer ${seq}`, email: `farmer${seq}-${randomUUID().slice(0, 6)}@routing.example`, user_type: "farmer", source: "website", location: null, metadata: null, ...over };
};

describe.each(testDatabaseKinds())("routing new leads on %s", (kind) => {
  let t: TestApp;
  let call: ReturnType<typeof functionsClient>;
  let admin: { userId: string; token: string };
  const agents: Record<string, { userId: string; token: string }> = {};
  const db = () => t.app.database.db;

  const addStaff = (userId: string, role: "admin" | "agent", name: string, active = true) =>
    db().insertInto("staff_members").values({ user_id: userId, role, display_name: name, active: t.app.database.bool(active), created_at: new Date().toISOString() }).execute();
  const routing = async (body: Record<string, unknown>, token = admin.token) => {
    const res = await call("desk-routing", { body, token });
    return res;
  };
  const overview = async () => (await call("desk-routing", { token: admin.token })).json as unknown as RoutingOverview;
  const ownerOf = async (id: string) => (await db().selectFrom("leads").select("owner_id").where("id", "=", id).executeTakeFirstOrThrow()).owner_id;

  beforeAll(async () => {
    t = await startTestApp(kind, { listen: true });
    call = functionsClient(t.url, await t.app.tokens.anonKey);
    admin = await signedInAgent(t, "admin@routing.example");
    await addStaff(admin.userId, "admin", "Asha Admin");
    for (const name of ["maharashtra", "telugu1", "telugu2", "telugu3", "punjab"]) {
      agents[name] = await signedInAgent(t, `${name}@routing.example`);
      await addStaff(agents[name].userId, "agent", name);
    }
  });
  afterAll(async () => {
    await t?.close();
  });

  it("only admins change the rules; bad rules get a 400 that says why", async () => {
    expect((await routing({ action: "delete_team", id: randomUUID() }, agents.maharashtra!.token)).status).toBe(403);
    expect((await call("desk-routing", { token: agents.maharashtra!.token })).status).toBe(403);
    expect((await call("desk-routing", {})).status).toBe(401);
    const unknownState = await routing({ action: "save_rule", name: "Nowhere", conditions: { states: ["Atlantis"] }, target: { kind: "agent", id: agents.maharashtra!.userId } });
    expect(unknownState.status).toBe(400);
    expect(unknownState.text).toMatch(/Unknown state: Atlantis/);
    const badPin = await routing({ action: "save_rule", name: "Bad", conditions: { pincodes: ["04x"] }, target: { kind: "agent", id: agents.maharashtra!.userId } });
    expect(badPin.status).toBe(400);
    const noTarget = await routing({ action: "save_rule", name: "Nobody", conditions: {}, target: { kind: "team", id: randomUUID() } });
    expect(noTarget.status).toBe(400);
    expect(noTarget.text).toMatch(/No such team/);
  });

  it("a lead from Nashik goes to the Maharashtra agent; one in Telugu to the Telugu team's next agent", async () => {
    const team = await routing({ action: "save_team", name: "Telugu team", members: [agents.telugu1!.userId, agents.telugu2!.userId, agents.telugu3!.userId] });
    expect(team.status, team.text).toBe(200);
    const teamId = (await overview()).teams.find((x) => x.name === "Telugu team")!.id;
    expect((await routing({ action: "save_rule", name: "Maharashtra", conditions: { states: ["maharashtra"] }, target: { kind: "agent", id: agents.maharashtra!.userId } })).status).toBe(200);
    expect((await routing({ action: "save_rule", name: "Telugu speakers", conditions: { languages: ["te"] }, target: { kind: "team", id: teamId } })).status).toBe(200);
    expect((await routing({ action: "save_rule", name: "Ludhiana PINs", conditions: { pincodes: ["141"] }, target: { kind: "agent", id: agents.punjab!.userId } })).status).toBe(200);
    const o = await overview();
    expect(o.rules.map((r) => r.name)).toEqual(["Maharashtra", "Telugu speakers", "Ludhiana PINs"]);
    // Saved as the place table writes it.
    expect(o.rules[0]!.conditions.states).toEqual(["Maharashtra"]);

    const nashik = await t.app.leads.capture(lead({ location: "Nashik" }));
    expect(await ownerOf(nashik.id)).toBe(agents.maharashtra!.userId);
    // The lead shows the match and the rule; its timeline says why it has its owner.
    const detail = (await call("lead-routing", { query: { id: nashik.id }, token: agents.maharashtra!.token })).json as { routing: { place: { district: string; state: string; by: string }; rule: string } };
    expect(detail.routing).toMatchObject({ place: { district: "Nashik", state: "Maharashtra", by: "district" }, rule: "Maharashtra" });
    const timeline = ((await call("lead-detail", { query: { id: nashik.id }, token: admin.token })).json as unknown as LeadDetail).timeline;
    expect(timeline.find((i) => i.type === "event" && i.kind === "owner")).toMatchObject({ data: { to: agents.maharashtra!.userId, rule: "Maharashtra" } });

    // Telugu leads go round the team in turn, whoever starts.
    const telugu = [];
    for (let i = 0; i < 4; i++) telugu.push(await ownerOf((await t.app.leads.capture(lead({ language: "te" as never, location: "Guntur" }))).id));
    const members = [agents.telugu1!.userId, agents.telugu2!.userId, agents.telugu3!.userId];
    const start = members.indexOf(telugu[0]!);
    expect(start).toBeGreaterThanOrEqual(0);
    expect(telugu).toEqual([0, 1, 2, 3].map((k) => members[(start + k) % 3]));

    // The team's "New lead" mail says the language.
    const teluguLead = await t.app.leads.capture(lead({ language: "te" as never, location: "Guntur" }));
    const mail = await db().selectFrom("mail_outbox").select("text").where("lead_id", "=", teluguLead.id).executeTakeFirstOrThrow();
    expect(mail.text).toMatch(/Language: Telugu/);

    // The desk filters by language; a language it does not know is a 400.
    const page = (await call("leads-page", { query: { language: "te", page: "0" }, token: admin.token })).json as { rows: Array<{ language: string }>; total: number };
    expect(page.total).toBe(5);
    expect(page.rows.every((r) => r.language === "te")).toBe(true);
    expect((await call("leads-page", { query: { language: "fr", page: "0" }, token: admin.token })).status).toBe(400);

    // The district written in Marathi goes the same way.
    expect(await ownerOf((await t.app.leads.capture(lead({ location: "मु. पो. ओझर, ता. निफाड, जि. नाशिक" }))).id)).toBe(agents.maharashtra!.userId);
    // First match wins: a Telugu speaker from Nashik goes by the first rule.
    expect(await ownerOf((await t.app.leads.capture(lead({ language: "te" as never, location: "Niphad, Nashik" }))).id)).toBe(agents.maharashtra!.userId);
    // A PIN code prefix.
    expect(await ownerOf((await t.app.leads.capture(lead({ location: "Village Jagraon 142026" }))).id)).not.toBe(agents.punjab!.userId);
    expect(await ownerOf((await t.app.leads.capture(lead({ location: "Ludhiana 141001" }))).id)).toBe(agents.punjab!.userId);
    // No rule matches and the desk's round-robin is off: the lead waits in the pool.
    expect(await ownerOf((await t.app.leads.capture(lead({ location: "Patna" }))).id)).toBeNull();
    // The default can name a team.
    expect((await routing({ action: "save_default", target: { kind: "team", id: teamId } })).status).toBe(200);
    expect(members).toContain(await ownerOf((await t.app.leads.capture(lead({ location: "Patna" }))).id));
    expect((await routing({ action: "save_default", target: { kind: "desk" } })).status).toBe(200);

    // A rule whose agent is inactive is passed over.
    await db().updateTable("staff_members").set({ active: t.app.database.bool(false) }).where("user_id", "=", agents.maharashtra!.userId).execute();
    expect(await ownerOf((await t.app.leads.capture(lead({ location: "Pune" }))).id)).toBeNull();
    await db().updateTable("staff_members").set({ active: t.app.database.bool(true) }).where("user_id", "=", agents.maharashtra!.userId).execute();

    // A team a rule still names cannot be deleted.
    expect((await routing({ action: "delete_team", id: teamId })).status).toBe(409);
  });

  it("rules move up and down, and the order decides", async () => {
    const o = await overview();
    const telugu = o.rules.find((r) => r.name === "Telugu speakers")!;
    expect((await routing({ action: "move_rule", id: telugu.id, direction: "up" })).status).toBe(200);
    expect((await overview()).rules.map((r) => r.name)).toEqual(["Telugu speakers", "Maharashtra", "Ludhiana PINs"]);
    const owner = await ownerOf((await t.app.leads.capture(lead({ language: "te" as never, location: "Nashik" }))).id);
    expect([agents.telugu1!.userId, agents.telugu2!.userId, agents.telugu3!.userId]).toContain(owner);
    expect((await routing({ action: "move_rule", id: telugu.id, direction: "down" })).status).toBe(200);
  });

  it("Telugu leads captured by two processes at once each take the team's next turn", async () => {
    const members = [agents.telugu1!.userId, agents.telugu2!.userId, agents.telugu3!.userId];
    const before = await Promise.all(members.map(async (m) => (await db().selectFrom("leads").select("id").where("owner_id", "=", m).execute()).length));
    const worker = (n: number, tag: string) =>
      new Promise<string[]>((resolve, reject) => {
        execFile(process.execPath, ["--import", "tsx", "tests/server/routing-capture-worker.ts", JSON.stringify(t.db.config), String(n), tag], (err, stdout, stderr) =>
          err ? reject(new Error(stderr || String(err))) : resolve(JSON.parse(stdout) as string[]),
        );
      });
    // Two other processes and this one: 12 + 12 + 6 = 30 leads, 10 more for each member.
    const deps = { database: t.app.database, mailer: t.app.mailer, adminUrl: "http://localhost/admin/leads" };
    const [a, b, here] = await Promise.all([
      worker(12, `a${kind}`),
      worker(12, `b${kind}`),
      Promise.all(Array.from({ length: 6 }, () => captureLead(deps, lead({ language: "te" as never, location: "Guntur" })))),
    ]);
    expect([...a, ...b].every((o) => members.includes(o))).toBe(true);
    expect(here).toHaveLength(6);
    const after = await Promise.all(members.map(async (m) => (await db().selectFrom("leads").select("id").where("owner_id", "=", m).execute()).length));
    expect(after.map((n, i) => n - before[i]!)).toEqual([10, 10, 10]);
    const turn = await db().selectFrom("routing_teams").select("turn").where("name", "=", "Telugu team").executeTakeFirstOrThrow();
    // Every turn went to exactly one lead: 4 + 1 + 1 + 1 earlier here, 30 now.
    expect(Number(turn.turn)).toBe(37);
  }, 120_000);
});
