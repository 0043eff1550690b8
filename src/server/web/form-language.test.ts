import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../tests/server/test-app.ts";
import { formAlerts, formMessages } from "../../../content/form-messages.ts";

/**
 * A form sent from a Hindi page is answered in Hindi: its field messages come
 * from the page's language, through the real page route (no scripts, a plain
 * form post), and the English page keeps its own wording.
 */
const FORMS = [
  { page: "/contact", intent: "contact", expect: (m: typeof formMessages.en) => [m.name, m.emailInvalid, m.contact.userType, m.contact.message] },
  { page: "/for-partners", intent: "partner", expect: (m: typeof formMessages.en) => [m.name, m.organization, m.partner.organizationType, m.partner.phoneInvalid, m.partner.message] },
  { page: "/csr", intent: "csr", expect: (m: typeof formMessages.en) => [m.name, m.organization, m.csr.focusArea, m.partner.phoneInvalid] },
];

const html = (s: string) => s.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").replace(/"/g, "&quot;");

describe("form messages follow the page's language", () => {
  let t: TestApp;
  beforeAll(async () => void (t = await startTestApp("sqlite", { web: true })));
  afterAll(async () => t?.close());

  for (const form of FORMS) {
    for (const locale of ["en", "hi"] as const) {
      const url = locale === "hi" ? `/hi${form.page}` : form.page;
      it(`${url} answers a refused ${form.intent} form in its own language`, async () => {
        const res = await t.app.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/x-www-form-urlencoded", origin: "http://localhost" },
          payload: new URLSearchParams({ intent: form.intent, name: "", organization: "", email: "not-an-address", phone: "12", message: "" }).toString(),
          remoteAddress: `10.9.${locale === "hi" ? 1 : 2}.${FORMS.indexOf(form) + 1}`,
        });
        expect(res.statusCode).toBe(400);
        for (const message of form.expect(formMessages[locale])) expect(res.body).toContain(html(message));
        // The line above the fields too.
        expect(res.body).toContain(html(formAlerts[locale].invalid));
        const other = formMessages[locale === "hi" ? "en" : "hi"];
        expect(res.body).not.toContain(html(other.name));
      });
    }
  }
});
