import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { formData, formLimit } from "../../../tests/server/forms.ts";
import type { WebsiteForms } from "./website-forms.ts";
import { HONEYPOT_FIELD } from "../../shared/forms.ts";
import { site } from "../../../content/site.ts";

const schema = z.object({
  name: z.string().trim().min(1, "Please enter your name"),
  email: z.email("Please enter a valid email address"),
  message: z.string().trim().min(1, "Please write a message"),
});
const opts = {
  form: "test",
  schema,
  toLead: (v: z.output<typeof schema>) => ({ name: v.name, email: v.email, user_type: "other", source: "website", metadata: { message: v.message } }),
};
const form = formData;

describe.each(testDatabaseKinds())("website lead forms on %s", (kind) => {
  let t: TestApp;
  beforeAll(async () => void (t = await startTestApp(kind)));
  afterAll(async () => t?.close());
  const leads = { submit: (...a: Parameters<WebsiteForms["submit"]>) => t.app.leads.websiteForms.submit(...a) };
  const limitFor = (ip: string) => formLimit(t, ip);

  it("stores a valid submission as a website lead and queues the notification", async () => {
    const result = await leads.submit(form({ name: "Ravi <b>Kumar</b>", email: "ravi@example.in", message: "Need a test" }), opts, limitFor("10.0.0.1"));
    expect(result).toEqual({ status: "sent" });
    const row = await t.app.database.db.selectFrom("leads").selectAll().where("email", "=", "ravi@example.in").executeTakeFirstOrThrow();
    expect(row.source).toBe("website");
    const metadata = typeof row.metadata === "string" ? JSON.parse(row.metadata) : row.metadata;
    expect(metadata).toMatchObject({ form: "test", message: "Need a test" });
    const mail = await t.app.database.db.selectFrom("mail_outbox").selectAll().where("recipient", "=", site.emails.sales).executeTakeFirstOrThrow();
    expect(mail.text).toContain("Ravi <b>Kumar</b>");
    expect(mail.html).toContain("Ravi &lt;b&gt;Kumar&lt;/b&gt;");
  });

  it("returns each invalid field's message and the typed values", async () => {
    const result = await leads.submit(form({ name: " ", email: "not-an-email", message: "hello" }), opts, limitFor("10.0.0.2"));
    expect(result.status).toBe("invalid");
    if (result.status !== "invalid") return;
    expect(result.fieldErrors).toEqual({ name: "Please enter your name", email: "Please enter a valid email address" });
    expect(result.values.message).toBe("hello");
  });

  it("quietly drops a submission whose honeypot is filled", async () => {
    const result = await leads.submit(form({ name: "Bot", email: "bot@example.com", message: "spam", [HONEYPOT_FIELD]: "http://spam" }), opts, limitFor("10.0.0.3"));
    expect(result).toEqual({ status: "sent" });
    const row = await t.app.database.db.selectFrom("leads").select("id").where("email", "=", "bot@example.com").executeTakeFirst();
    expect(row).toBeUndefined();
  });

  it("limits one sender's submissions, not everybody's behind their address", async () => {
    const results = [];
    for (let i = 0; i < 11; i++) results.push(await leads.submit(form({ name: "A", email: "same@example.in", message: `m${i}` }), opts, limitFor("10.0.0.4")));
    expect(results.slice(0, 10).every((r) => r.status === "sent")).toBe(true);
    expect(results[10]).toMatchObject({ status: "failed", reason: "rate_limited" });
    // Someone else on the same address still gets through.
    expect((await leads.submit(form({ name: "B", email: "other@example.in", message: "m" }), opts, limitFor("10.0.0.4"))).status).toBe("sent");
  });
});
