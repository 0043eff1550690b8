import { test, expect, type Locator } from "@playwright/test";

/**
 * The public site with scripts switched off (an old phone, a script that
 * failed to arrive): every page reachable from the menu, each clinic's own
 * view with phone, directions and booking, and form posts that come back to
 * their thank-you instead of the top of the page.
 */
test.use({ javaScriptEnabled: false });

// A label as the form shows it: with " *" when required, or " (optional)".
const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${label}( \\*| \\(optional\\))?$`));

test("the small-screen menu opens and leads to another page (English and Hindi)", async ({ page }, info) => {
  test.skip(info.project.name !== "mobile", "the menu button exists on small screens only");
  await page.goto("/");
  const menu = page.locator("#site-menu");
  await expect(menu).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(menu).toBeVisible();
  await menu.getByRole("link", { name: "Solutions" }).click();
  await expect(page).toHaveURL(/\/solutions$/);
  await expect(page.locator("#site-menu")).toBeHidden();

  await page.goto("/hi");
  await page.locator("header a[aria-controls='site-menu']").click();
  await expect(page.locator("#site-menu")).toBeVisible();
  await page.locator("#site-menu").getByRole("link", { name: "क्लिनिक खोजें", exact: true }).click();
  await expect(page).toHaveURL(/\/hi\/find-clinic$/);
});

test("the map area lists the clinics instead of waiting forever, and Reset View is a link", async ({ page }) => {
  await page.goto("/find-clinic");
  const map = page.getByRole("region", { name: "Map of soil clinics" });
  await expect(map.getByText("Loading maps...")).toBeHidden();
  await expect(map.getByText("Error loading maps")).toBeHidden();
  await expect(map.locator("[data-map-still] li")).toHaveCount(12);
  await expect(map.locator("[data-map-still] svg circle")).toHaveCount(12);
  await expect(map).toContainText("Soil Didi Centre Sitapur");
  await expect(page.getByRole("button", { name: "Reset View" })).toHaveAttribute("href", /\/find-clinic#clinic-count$/);
  // The chat button leads to the contact form, phone and WhatsApp.
  await page.getByRole("button", { name: /chat/i }).click();
  await expect(page).toHaveURL(/\/contact#contact-form$/);
  await expect(page.locator("#contact-form form")).toBeVisible();
  await expect(page.getByRole("link", { name: /WhatsApp/ })).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+$/);
  await expect(page.locator("a[href^='tel:']").first()).toBeVisible();
});

test("View Details opens the clinic's own view with its phone and directions, and booking works there", async ({ page }, info) => {
  await page.goto("/find-clinic");
  const card = page.locator("li[data-finder-item] article").filter({ hasText: "Soil Didi Centre Sitapur" });
  await card.getByRole("button", { name: "View Details" }).click();
  await expect(page).toHaveURL(/\/find-clinic\?clinic=[^#]+#clinic-view$/);
  const view = page.getByRole("region", { name: "Soil Didi Centre Sitapur" });
  await expect(view).toBeInViewport();
  await expect(view.locator("a[href^='tel:']")).toBeVisible();
  await expect(view.getByRole("link", { name: "Get Directions" })).toHaveAttribute("href", /google\.com\/maps\/dir/);

  const booking = view.locator("#clinic-booking");
  await field(booking, "Your name").fill(`No Script ${info.project.name}`);
  await field(booking, "Mobile number").fill("12345");
  await field(booking, "Village or town").fill("Mahmudabad");
  await booking.locator("form").evaluate((f: HTMLFormElement) => (f.noValidate = true));
  await booking.getByRole("button", { name: "Request Booking" }).click();
  // The reloaded page opens at the form, with the error and what was typed.
  await expect(page).toHaveURL(/#clinic-booking$/);
  const again = page.locator("#clinic-booking");
  await expect(again.getByText("Please enter a 10-digit mobile number, for example 98450 12345.")).toBeInViewport();
  await expect(field(again, "Your name")).toHaveValue(`No Script ${info.project.name}`);

  await field(again, "Mobile number").fill("94150 22233");
  await again.getByRole("button", { name: "Request Booking" }).click();
  await expect(page.getByText("Booking request received")).toBeInViewport();
  await page.getByRole("link", { name: "Done" }).click();
  await expect(page).toHaveURL(/\/find-clinic#clinic-count$/);
  await expect(page.locator("#clinic-view")).toHaveCount(0);
});

test("Book a Soil Test leads to the booking form of the Hindi clinic view", async ({ page }) => {
  await page.goto("/hi/find-clinic");
  const card = page.locator("li[data-finder-item] article").first();
  const name = (await card.locator("h3").textContent())?.trim() ?? "";
  await card.getByRole("button", { name: "मिट्टी की जाँच बुक करें" }).click();
  await expect(page).toHaveURL(/\/hi\/find-clinic\?clinic=[^#]+#clinic-booking$/);
  await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
  await expect(page.locator("#clinic-booking form")).toBeInViewport();
  await expect(page.locator("#clinic-view a[href^='tel:']")).toBeVisible();
});

test("after sending the CSR form the page opens at its thank-you", async ({ page }, info) => {
  await page.goto("/csr");
  const form = page.locator("#csr-form");
  await field(form, "Full Name").fill("Rohit Mehta");
  await field(form, "Organization").fill("Acme Industries CSR");
  await field(form, "Email").fill(`nojs-csr-${info.project.name}-${Date.now()}@example.in`);
  await field(form, "CSR Focus Areas").selectOption("livelihood");
  await field(form, "Message").fill("Sent without scripts.");
  await form.getByRole("button", { name: "Submit Inquiry" }).click();
  await expect(page).toHaveURL(/\/csr#csr-form-card$/);
  // The whole thank-you is on the screen, not a corner of it under the heading and the aside.
  await expect(page.getByTestId("form-thanks")).toBeInViewport({ ratio: 1 });
  await expect(page.getByTestId("form-thanks")).toContainText("Thank you for your interest!");
});
