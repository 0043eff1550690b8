import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { testDatabaseKinds } from "../../../tests/server/test-db.ts";
import { formLimit } from "../../../tests/server/forms.ts";
import { submitPageForm } from "../web/form-action.server.ts";
import { HONEYPOT_FIELD } from "../../shared/forms.ts";
import { partnerSchemaIn, partnerToLead } from "../../shared/lead-forms/partner.ts";
import { csrSchemaIn, csrToLead } from "../../shared/lead-forms/csr.ts";
import { formMessages } from "../../../content/form-messages.ts";
import { readJson } from "../db/dialect.ts";
import { site } from "../../../content/site.ts";

/** The two forms exactly as the /for-partners and /csr route actions register them. */
const forms = {
  partner: { form: "partner", schema: partnerSchemaIn(formMessages.en), toLead: partnerToLead },
  csr: { form: "csr", schema: csrSchemaIn(formMessages.en), toLead: csrToLead },
};

type Result = { form: string; status: string; fieldErrors?: Record<string, string>; values?: Record<string, string>; message?: string };

describe.each(testDatabaseKinds())("partner and CSR enquiries on %s", (kind) => {
  let t: TestApp;
  let ipCounter = 0;

  const post = async (values: Record<string, string>, ip = `10.7.0.${++ipCounter}`, page = "/for-partners") => {
    const body = new URLSearchParams(values);
    const request = new Request(`http://localhost${page}`, { method: "POST", body, headers: { "Content-Type": "application/x-www-form-urlencoded" } });
    const response = (await submitPageForm(t.app.leads, request, formLimit(t, ip), forms)) as unknown as { data: Result; init: { status?: number } | null };
    return { status: response.init?.status ?? 200, body: response.data };
  };
  const leadByEmail = (email: string) => t.app.database.db.selectFrom("leads").selectAll().where("email", "=", email).executeTakeFirst();

  beforeAll(async () => {
    t = await startTestApp(kind);
  });
  afterAll(async () => t?.close());

  it("stores a partner enquiry as a website lead with the nearest user type and the details in metadata, and queues the e-mail", async () => {
    const { status, body } = await post({
      intent: "partner",
      name: "  Kavita Sharma ",
      organization: "Green Furrow Foundation",
      organization_type: "retailer",
      email: "kavita@greenfurrow.example",
      phone: "+91 98450 12345",
      message: "We would like to run a pilot in two blocks.",
    });
    expect(status).toBe(200);
    expect(body.status).toBe("sent");
    const row = await leadByEmail("kavita@greenfurrow.example");
    expect(row).toBeDefined();
    expect(row!.name).toBe("Kavita Sharma");
    expect(row!.source).toBe("website");
    expect(row!.user_type).toBe("agri-business");
    expect(row!.phone).toBe("+919845012345");
    expect(readJson(row!.metadata)).toMatchObject({
      form: "partner",
      form_name: "Partner enquiry",
      organization: "Green Furrow Foundation",
      organization_type: "Retailer",
      message: "We would like to run a pilot in two blocks.",
    });
    const mail = await t.app.database.db.selectFrom("mail_outbox").selectAll().where("recipient", "=", site.emails.sales).orderBy("created_at", "desc").executeTakeFirst();
    expect(mail?.text).toContain("Kavita Sharma");
  });

  it("maps each organisation type onto a lead user type", async () => {
    const expected: Record<string, string> = { csr: "ngo", ngo: "ngo", retailer: "agri-business", government: "other", research: "student", investor: "other", other: "other" };
    for (const [type, userType] of Object.entries(expected)) {
      const email = `org-${type}@example.in`;
      const { body } = await post({ intent: "partner", name: "A", organization: "B", organization_type: type, email, message: "Hello" });
      expect(body.status).toBe("sent");
      expect((await leadByEmail(email))?.user_type).toBe(userType);
    }
  });

  it("stores a CSR enquiry as an ngo lead with focus area and partnership model", async () => {
    const { body } = await post({
      intent: "csr",
      name: "Rohit Mehta",
      organization: "Acme Industries CSR",
      email: "rohit@acme.example",
      phone: "",
      focus_area: "women",
      partnership_model: "regional",
      message: "Interested in Bihar and Jharkhand.",
    });
    expect(body.status).toBe("sent");
    const row = await leadByEmail("rohit@acme.example");
    expect(row?.user_type).toBe("ngo");
    expect(row?.source).toBe("website");
    expect(row?.phone).toBeNull();
    expect(readJson(row!.metadata)).toMatchObject({
      form: "csr",
      form_name: "CSR enquiry",
      organization: "Acme Industries CSR",
      focus_area: "Women Empowerment",
      partnership_model: "Regional (₹25-50 lakhs)",
      message: "Interested in Bihar and Jharkhand.",
    });
  });

  it("accepts a CSR enquiry without a partnership model", async () => {
    const { body } = await post({ intent: "csr", name: "N", organization: "O", email: "nomodel@example.in", focus_area: "multiple", partnership_model: "", message: "M" });
    expect(body.status).toBe("sent");
    expect(readJson((await leadByEmail("nomodel@example.in"))!.metadata)).toMatchObject({ partnership_model: null });
  });

  it("refuses bad partner input with a clear message per field and the typed values", async () => {
    const { status, body } = await post({ intent: "partner", name: " ", organization: "", organization_type: "alien", email: "kavita-at-example", phone: "12", message: "" });
    expect(status).toBe(400);
    expect(body.status).toBe("invalid");
    expect(body.fieldErrors).toEqual({
      name: "Please enter your full name.",
      organization: "Please enter the name of your organisation.",
      organization_type: "Please choose the type of your organisation.",
      email: "Please enter a valid e-mail address, for example name@example.com.",
      phone: "Please enter a phone number with at least 10 digits, for example 98450 12345, or leave it empty.",
      message: "Please write a short message so we know how we can work together.",
    });
    expect(body.values).toMatchObject({ email: "kavita-at-example", phone: "12", organization_type: "alien" });
    expect(await leadByEmail("kavita-at-example")).toBeUndefined();
  });

  it("refuses bad CSR input with a clear message per field", async () => {
    const { status, body } = await post({ intent: "csr", name: "R", organization: "O", email: "r@example.in", focus_area: "", partnership_model: "galactic", message: "x".repeat(2001) });
    expect(status).toBe(400);
    expect(body.fieldErrors).toEqual({
      focus_area: "Please choose your CSR focus area.",
      partnership_model: "Please choose a partnership model from the list, or leave it empty.",
      message: "Your message must be at most 2000 characters.",
    });
    expect(await leadByEmail("r@example.in")).toBeUndefined();
  });

  it("answers a filled honeypot as if sent and stores nothing", async () => {
    const { status, body } = await post({ intent: "partner", name: "Bot", organization: "Spam", organization_type: "other", email: "bot@spam.example", message: "buy", [HONEYPOT_FIELD]: "http://spam.example" });
    expect(status).toBe(200);
    expect(body.status).toBe("sent");
    expect(await leadByEmail("bot@spam.example")).toBeUndefined();
  });

  it("refuses an unknown form", async () => {
    const { status, body } = await post({ intent: "nope", name: "A" });
    expect(status).toBe(400);
    expect(body.status).toBe("failed");
  });

  it("limits one person's enquiries and says so, keeping what they typed", async () => {
    const ip = "10.7.9.9";
    let last: Awaited<ReturnType<typeof post>> | undefined;
    for (let i = 0; i < 11; i++) last = await post({ intent: "csr", name: "L", organization: "O", email: "Same.Person@example.in", focus_area: "education", message: `m${i}` }, ip);
    expect(last!.status).toBe(429);
    expect(last!.body.message).toContain("Too many messages");
    expect(last!.body.values).toMatchObject({ message: "m10" });
  });

  it("lets a whole village behind one carrier address send, and caps only a flood from it", async () => {
    const ip = "10.7.9.10";
    // 30 different farmers on one address: every enquiry goes through.
    for (let i = 0; i < 30; i++) {
      const { status } = await post({ intent: "csr", name: `Farmer ${i}`, organization: "O", email: `village${i}@example.in`, focus_area: "education", message: "m" }, ip);
      expect(status, `farmer ${i}`).toBe(200);
    }
    // The address's ceiling: 200 in 10 minutes, then a wait.
    const limit = formLimit(t, "10.7.9.11");
    for (let i = 0; i < 200; i++) expect(await limit("csr", `email:flood${i}@example.in`)).toBe(0);
    expect(await limit("csr", "email:one-more@example.in")).toBeGreaterThan(0);
  });

  it("records the page's language with the lead", async () => {
    const values = { intent: "partner", name: "Mohan Lal", organization: "Kisan Sewa Kendra", organization_type: "retailer", email: "mohan@kisan.example", phone: "", message: "हमें जाँच चाहिए" };
    expect((await post(values, undefined, "/hi/for-partners")).status).toBe(200);
    expect((await leadByEmail("mohan@kisan.example"))?.language).toBe("hi");
    expect((await post({ ...values, email: "mohan.en@kisan.example" })).status).toBe(200);
    expect((await leadByEmail("mohan.en@kisan.example"))?.language).toBe("en");
  });
});
