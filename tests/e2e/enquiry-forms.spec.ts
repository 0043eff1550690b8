import { test, expect, type Locator, type Page } from "@playwright/test";
import { hydrated } from "./helpers";
import { ensureStaff, staffApi } from "./staff";

const STAFF = { email: "enquiry-staff@example.in", password: "enquiry-staff-pass" };

type Lead = { name: string; email: string; phone: string | null; user_type: string; source: string; metadata: Record<string, unknown> | null };

test.beforeAll(() => ensureStaff(STAFF.email, STAFF.password));

const unique = (project: string, what: string) => `${what}-${project}-${Date.now()}@example.in`;

/** A field by its visible label; required fields' labels end in an asterisk. */
const field = (form: Locator, label: string) => form.getByLabel(new RegExp(`^${label}( \\*)?$`));

async function skipBrowserChecks(page: Page, formId: string) {
  await page.locator(`${formId} form`).evaluate((f: HTMLFormElement) => (f.noValidate = true));
}

test("the partner form has the fields of the specification and the browser checks required ones", async ({ page }) => {
  await page.goto("/for-partners");
  await hydrated(page);
  const form = page.locator("#partner-form");
  for (const label of ["Full Name", "Organization", "Type of Organization", "Message"]) {
    await expect(field(form, label)).toHaveAttribute("required", "");
  }
  // A phone or an e-mail, either one: the server checks that one of them is there.
  for (const label of ["Phone Number", "Email"]) await expect(field(form, label)).not.toHaveAttribute("required", "");
  await expect(field(form, "Email")).toHaveAttribute("type", "email");
  const options = await field(form, "Type of Organization").locator("option").allTextContents();
  expect(options.slice(1)).toEqual(["CSR", "NGO", "Retailer", "Government", "Research", "Investor", "Other"]);
  // The browser refuses an empty form before anything is sent.
  await form.getByRole("button", { name: "Send Message" }).click();
  expect(await field(form, "Full Name").evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true);
  await expect(page.getByTestId("form-thanks")).toHaveCount(0);
});

test("the partner form shows the server's message for each bad field and keeps what was typed", async ({ page }) => {
  await page.goto("/for-partners");
  await hydrated(page);
  const form = page.locator("#partner-form");
  await field(form, "Full Name").fill("Kavita Sharma");
  await field(form, "Email").fill("kavita-at-example");
  await field(form, "Phone Number").fill("12");
  await field(form, "Message").fill("A pilot in two blocks, please.");
  await skipBrowserChecks(page, "#partner-form");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("alert")).toContainText("Please correct the fields marked below.");
  await expect(form.getByText("Please enter the name of your organisation.")).toBeVisible();
  await expect(form.getByText("Please choose the type of your organisation.")).toBeVisible();
  await expect(form.getByText("Please enter a valid e-mail address, for example name@example.com.")).toBeVisible();
  await expect(form.getByText(/Please enter a phone number with at least 10 digits/)).toBeVisible();
  await expect(field(form, "Email")).toHaveAttribute("aria-invalid", "true");
  await expect(field(form, "Full Name")).toHaveValue("Kavita Sharma");
  await expect(field(form, "Message")).toHaveValue("A pilot in two blocks, please.");
});

test("a partner enquiry becomes a lead with metadata that staff can read", async ({ page, request }, info) => {
  const email = unique(info.project.name, "partner");
  await page.goto("/for-partners");
  await hydrated(page);
  const form = page.locator("#partner-form");
  await field(form, "Full Name").fill("Kavita Sharma");
  await field(form, "Organization").fill("Green Furrow Foundation");
  await field(form, "Type of Organization").selectOption({ label: "Research" });
  await field(form, "Email").fill(email);
  // One number per run: the same number again would join the first run's lead.
  const phone = info.project.name === "mobile" ? "+91 98450 12345" : "+91 98450 12346";
  await field(form, "Phone Number").fill(phone);
  await field(form, "Message").fill("We would like to study soil data across two districts.");

  // The button is disabled and says so while the enquiry is on its way.
  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  await page.route("**/for-partners*", async (route) => {
    if (route.request().method() === "POST") await held;
    await route.continue();
  });
  await form.getByRole("button", { name: "Send Message" }).click();
  const busy = form.getByRole("button", { name: "Sending..." });
  await expect(busy).toBeDisabled();
  release();

  await expect(page.getByTestId("form-thanks")).toContainText("Thank you for reaching out!");
  const api = await staffApi(request, STAFF.email, STAFF.password);
  const [lead] = await api.get<Lead>(`leads?email=eq.${encodeURIComponent(email)}&select=*`);
  expect(lead).toBeDefined();
  expect(lead!.source).toBe("website");
  expect(lead!.user_type).toBe("student");
  // Stored in its canonical form.
  expect(lead!.phone).toBe(phone.replace(/\s/g, ""));
  expect(lead!.metadata).toMatchObject({
    form: "partner",
    form_name: "Partner enquiry",
    organization: "Green Furrow Foundation",
    organization_type: "Research",
    message: "We would like to study soil data across two districts.",
  });
});

test("a failed send says so and keeps everything the visitor typed", async ({ page }) => {
  await page.goto("/csr");
  await hydrated(page);
  const form = page.locator("#csr-form");
  await field(form, "Full Name").fill("Rohit Mehta");
  await field(form, "Organization").fill("Acme CSR");
  await field(form, "Email").fill("rohit@example.in");
  await field(form, "CSR Focus Areas").selectOption("women");
  await field(form, "Message").fill("Bihar, please.");
  await page.route("**/csr*", (route) => (route.request().method() === "POST" ? route.abort("failed") : route.continue()));
  await form.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(form.getByRole("alert")).toContainText("Nothing you typed is lost");
  await expect(page.getByTestId("form-thanks")).toHaveCount(0);
  await expect(form.getByRole("button", { name: "Submit Inquiry" })).toBeEnabled();
  await expect(field(form, "Full Name")).toHaveValue("Rohit Mehta");
  await expect(field(form, "Message")).toHaveValue("Bihar, please.");
  await expect(field(form, "CSR Focus Areas")).toHaveValue("women");
});

test("the CSR form has the fields of the specification and its server messages", async ({ page }) => {
  await page.goto("/csr");
  await hydrated(page);
  const form = page.locator("#csr-form");
  for (const label of ["Full Name", "Organization", "CSR Focus Areas", "Message"]) await expect(field(form, label)).toHaveAttribute("required", "");
  for (const label of ["Phone Number", "Email", "Preferred Partnership Model"]) await expect(field(form, label)).not.toHaveAttribute("required", "");
  expect((await field(form, "CSR Focus Areas").locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).slice(1)).toEqual(["agriculture", "education", "women", "environment", "livelihood", "multiple"]);
  expect((await field(form, "Preferred Partnership Model").locator("option").evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value))).slice(1)).toEqual(["pilot", "regional", "state", "custom"]);

  await field(form, "Full Name").fill("Rohit Mehta");
  await skipBrowserChecks(page, "#csr-form");
  await form.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(form.getByText("Please choose your CSR focus area.")).toBeVisible();
  await expect(form.getByText("Please give a phone number or an e-mail address, so we can answer you. One of them is enough.")).toBeVisible();
  await expect(field(form, "Full Name")).toHaveValue("Rohit Mehta");
});

test("a CSR enquiry becomes an NGO/CSR lead with focus area and model in its metadata", async ({ page, request }, info) => {
  const email = unique(info.project.name, "csr");
  await page.goto("/csr");
  await hydrated(page);
  const form = page.locator("#csr-form");
  await field(form, "Full Name").fill("Rohit Mehta");
  await field(form, "Organization").fill("Acme Industries CSR");
  await field(form, "Email").fill(email);
  await field(form, "CSR Focus Areas").selectOption("livelihood");
  await field(form, "Preferred Partnership Model").selectOption("state");
  await field(form, "Message").fill("State-wide programme in Odisha.");
  await form.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page.getByTestId("form-thanks")).toContainText("Thank you for your interest!");

  const api = await staffApi(request, STAFF.email, STAFF.password);
  const [lead] = await api.get<Lead>(`leads?email=eq.${encodeURIComponent(email)}&select=*`);
  expect(lead?.user_type).toBe("ngo");
  expect(lead?.source).toBe("website");
  expect(lead?.metadata).toMatchObject({
    form: "csr",
    form_name: "CSR enquiry",
    organization: "Acme Industries CSR",
    focus_area: "Rural Livelihood",
    partnership_model: "State (₹1-2 crores)",
    message: "State-wide programme in Odisha.",
  });
});

test("the partner form works without JavaScript", async ({ browser }, info) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const email = unique(info.project.name, "nojs");
  await page.goto("/for-partners");
  const form = page.locator("#partner-form");
  await field(form, "Full Name").fill("No Script");
  await field(form, "Organization").fill("Offline Trust");
  await field(form, "Type of Organization").selectOption({ label: "NGO" });
  await field(form, "Email").fill(email);
  await field(form, "Message").fill("Sent without scripts.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page).toHaveURL(/\/for-partners#partner-form-card$/);
  await expect(page.getByTestId("form-thanks")).toBeInViewport({ ratio: 1 });
  await context.close();
});
