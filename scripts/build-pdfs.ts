/**
 * Writes the downloadable guides (content/en/downloads.ts) as PDFs into
 * public/downloads/. Run after changing the guides' copy or the site's
 * contact details: npx tsx scripts/build-pdfs.ts
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { guidesEn } from "../content/en/downloads.ts";
import { site } from "../content/site.ts";
import { renderGuide, type Letterhead } from "./pdf-writer.ts";

export const downloadsDir = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "public", "downloads");

export function letterhead(): Letterhead {
  const office = (o: (typeof site.offices)[keyof typeof site.offices]) => `${o.label}: ${[...o.lines, `${o.city} ${o.postalCode}`].join(", ")}`;
  return {
    brandName: site.brandName,
    legalName: site.legalName,
    offices: [office(site.offices.bangalore), office(site.offices.delhi)],
    contact: `${site.phones.map((p) => p.display).join(" / ")} \u00b7 ${site.emails.info}`,
    siteUrl: site.siteUrl.replace(/^https?:\/\//, ""),
  };
}

export function renderAll() {
  return guidesEn.map((g) => ({ file: g.file, bytes: renderGuide(g, letterhead()) }));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  mkdirSync(downloadsDir, { recursive: true });
  for (const { file, bytes } of renderAll()) {
    writeFileSync(path.join(downloadsDir, file), bytes);
    const pages = (bytes.toString("latin1").match(/\/Type \/Page /g) ?? []).length;
    console.log(`${file}: ${pages} pages, ${(bytes.length / 1024).toFixed(1)} KB`);
  }
}
