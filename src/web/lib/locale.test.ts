import { describe, expect, it } from "vitest";
import { isLocale } from "./locale";
import { cookieLocale, localeFromPath, localizePath, pathInLocale, preferredLocale, stripLocale, suggestedLocale } from "./locale";
import { formatDate, formatNumber, plural } from "./intl";

describe("addresses in English", () => {
  it("are the default language and stay as written", () => {
    expect(localeFromPath("/about")).toBe("en");
    expect(localeFromPath("/history")).toBe("en");
    expect(localizePath("/about", "en")).toBe("/about");
    expect(stripLocale("/about")).toBe("/about");
  });

  it("are read from the Accept-Language header by quality, then order", () => {
    expect(preferredLocale("en-IN,en;q=0.9")).toBe("en");
    expect(preferredLocale("ta-IN,ta;q=0.9")).toBeUndefined();
    expect(preferredLocale("")).toBeUndefined();
  });

  it("formats numbers and dates for India in India's time zone", () => {
    expect(formatNumber(1234567, "en")).toBe("12,34,567");
    // 20:00 UTC is already the next day in India.
    expect(formatDate("2025-03-14T20:00:00Z", "en")).toBe("15 March 2025");
    expect(formatDate("not a date", "en")).toBe("");
    expect(plural({ one: "{n} Clinic Found", other: "{n} Clinics Found" }, 1, "en")).toBe("1 Clinic Found");
    expect(plural({ one: "{n} Clinic Found", other: "{n} Clinics Found" }, 1500, "en")).toBe("1,500 Clinics Found");
  });
});

// The Hindi half runs once Hindi is one of the site's languages.
describe.runIf(isLocale("hi"))("addresses in Hindi", () => {
  const hi = "hi" as Parameters<typeof localizePath>[1];

  it("live under /hi and map back to English", () => {
    expect(localeFromPath("/hi")).toBe(hi);
    expect(localeFromPath("/hi/blog/some-post")).toBe(hi);
    expect(localeFromPath("/hindi")).toBe("en");
    expect(stripLocale("/hi")).toBe("/");
    expect(stripLocale("/hi/about")).toBe("/about");
  });

  it("prefix page links only", () => {
    expect(localizePath("/", hi)).toBe("/hi");
    expect(localizePath("/about", hi)).toBe("/hi/about");
    expect(localizePath("/blog?category=Soil#top", hi)).toBe("/hi/blog?category=Soil#top");
    expect(localizePath("/hi/about", hi)).toBe("/hi/about");
    for (const shared of ["#team", "https://example.in/", "mailto:a@b.in", "tel:+911", "/sitemap.xml", "/downloads/guide.pdf", "/images/a.svg", "/admin/leads", "//cdn.example/x"]) {
      expect(localizePath(shared, hi)).toBe(shared);
    }
  });

  it("switch with the query and hash kept", () => {
    expect(pathInLocale({ pathname: "/find-clinic", search: "?state=Bihar", hash: "" }, hi)).toBe("/hi/find-clinic?state=Bihar");
    expect(pathInLocale({ pathname: "/hi/find-clinic", search: "?state=Bihar" }, "en")).toBe("/find-clinic?state=Bihar");
    expect(pathInLocale({ pathname: "/hi" }, "en")).toBe("/");
  });

  it("offer Hindi on English pages from the cookie or the browser, never English from the browser alone", () => {
    const headers = (h: Record<string, string>) => new Headers(h);
    expect(preferredLocale("hi-IN,hi;q=0.9,en;q=0.8")).toBe(hi);
    expect(preferredLocale("en;q=0.5,hi;q=0.8")).toBe(hi);
    expect(cookieLocale("a=1; lang=hi; b=2")).toBe(hi);
    expect(cookieLocale("lang=xx")).toBeUndefined();
    expect(suggestedLocale("en", headers({ "accept-language": "hi-IN" }))).toBe(hi);
    expect(suggestedLocale("en", headers({ "accept-language": "en-IN" }))).toBeUndefined();
    expect(suggestedLocale("en", headers({ "accept-language": "hi-IN", cookie: "lang=en" }))).toBeUndefined();
    expect(suggestedLocale("en", headers({ "accept-language": "en-IN", cookie: "lang=hi" }))).toBe(hi);
    expect(suggestedLocale(hi, headers({ "accept-language": "en-IN" }))).toBeUndefined();
    expect(suggestedLocale(hi, headers({ cookie: "lang=en" }))).toBeUndefined();
  });

  it("count with Hindi plural rules (0 and 1 take the singular) and Hindi month names", () => {
    const forms = { one: "{n} क्लिनिक मिला", other: "{n} क्लिनिक मिले" };
    expect(plural(forms, 0, hi)).toBe("0 क्लिनिक मिला");
    expect(plural(forms, 1, hi)).toBe("1 क्लिनिक मिला");
    expect(plural(forms, 2, hi)).toBe("2 क्लिनिक मिले");
    expect(formatDate("2025-03-14T20:00:00Z", hi)).toBe("15 मार्च 2025");
  });
});
