import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import path from "node:path";
import { downloadsDir, renderAll } from "./build-pdfs.ts";
import { resourcesEn } from "../content/en/resources.ts";
import { forPartnersEn } from "../content/en/for-partners.ts";
import { site } from "../content/site.ts";
import { wrap, textWidth } from "./pdf-writer.ts";

/** Checks the structure a PDF reader relies on: header, xref offsets that point at their objects, trailer, EOF. */
export function checkPdf(bytes: Buffer) {
  const text = bytes.toString("latin1");
  expect(text.startsWith("%PDF-1.4\n")).toBe(true);
  expect(text.trimEnd().endsWith("%%EOF")).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe("xref");
  const [, first, count] = /xref\n(\d+) (\d+)\n/.exec(text.slice(startxref))!.map(Number) as [number, number, number];
  expect(first).toBe(0);
  const entries = text.slice(startxref).split("\n").slice(2, 2 + count);
  entries.slice(1).forEach((entry, i) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
  });
  // Every stream's declared length matches its bytes.
  for (const m of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = m.index! + m[0].length;
    expect(text.slice(start + Number(m[1]), start + Number(m[1]) + "\nendstream".length)).toBe("\nendstream");
  }
  return { pages: (text.match(/\/Type \/Page /g) ?? []).length, text };
}

describe("downloadable guides", () => {
  const rendered = renderAll();

  it("are valid PDFs, committed exactly as the content renders them", () => {
    expect(rendered.map((r) => r.file).sort()).toEqual(["crop-advisory.pdf", "fertilizer-guide.pdf", "partner-proposal.pdf", "soil-health-booklet.pdf"]);
    for (const { file, bytes } of rendered) {
      checkPdf(bytes);
      const committed = readFileSync(path.join(downloadsDir, file));
      expect(committed.equals(bytes), `${file} is out of date: run npx tsx scripts/build-pdfs.ts`).toBe(true);
    }
  });

  it("carry the company's details and the page counts the site promises", () => {
    for (const { file, bytes } of rendered) {
      const { pages, text } = checkPdf(bytes);
      expect(pages, file).toBeGreaterThanOrEqual(2);
      expect(text).toContain(`(${site.legalName}`);
      expect(text).toContain(site.emails.info);
      expect(text).toContain(site.phones[0].display);
      expect(text).toContain(site.offices.bangalore.postalCode);
      expect(text).toContain(site.offices.delhi.postalCode);
      expect(text).toContain(`Page ${pages} of ${pages}`);
      const promised = file === "partner-proposal.pdf" ? forPartnersEn.hero.proposal.note : resourcesEn.downloads.items.find((d) => d.href.endsWith(file))!.details;
      expect(promised).toMatch(new RegExp(`\\b${pages} pages`));
    }
  });

  it("wraps text inside the given width", () => {
    const lines = wrap("Soil is a living system: it feeds the crop, holds water and keeps pests in balance.", 10.5, 150);
    expect(lines.length).toBeGreaterThan(1);
    for (const l of lines) expect(textWidth(l, 10.5)).toBeLessThanOrEqual(150);
  });
});
