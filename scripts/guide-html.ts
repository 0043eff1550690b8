/**
 * The printable page of each downloadable guide, as HTML. Kept free of the
 * browser so tests can rebuild the exact source of every PDF cheaply and tell
 * whether the committed files are stale.
 */
import { createHash } from "node:crypto";
import { guides, guideHref } from "../content/downloads.ts";
import { languageOf, locales, scripts, type Locale } from "../content/i18n.ts";
import type { GuideDocument, GuideId, GuideSet } from "../content/page-types.ts";
import { site } from "../content/site.ts";
import { siteText } from "../content/site-text.ts";

/** Stands for the absolute node_modules folder, filled in at print time so the source (and its hash) is the same on every machine. */
export const FONT_ROOT = "@fonts/";

export interface GuideSource {
  id: GuideId;
  locale: Locale;
  /** File name inside public/downloads/. */
  file: string;
  title: string;
  html: string;
  /** sha256 of `html`; the build records it beside the PDFs. */
  hash: string;
}

const esc = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
const cssString = (s: string) => `"${s.replace(/\\/g, "\\\\").replace(/"/g, '\\"')}"`;

/** `Page {page} of {total}` → a CSS `content` value for the page footer. */
function pageCounter(template: string): string {
  return template
    .split(/(\{page\}|\{total\})/)
    .filter(Boolean)
    .map((part) => (part === "{page}" ? "counter(page)" : part === "{total}" ? "counter(pages)" : cssString(part)))
    .join(" ");
}

// The site's own faces (src/web/styles/app.css): Inter for text, Fraunces for Latin headings, Noto Sans Devanagari for ₹,
// and the page's script's Noto Sans family (content/i18n.ts) for its letters: whole here, the site cuts them for the web.
const LATIN = "U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD";
const fontFaces = `
@font-face { font-family: "Inter Variable"; font-weight: 100 900; src: url("${FONT_ROOT}@fontsource-variable/inter/files/inter-latin-wght-normal.woff2") format("woff2-variations"); unicode-range: ${LATIN}; }
@font-face { font-family: "Fraunces"; font-weight: 600; src: url("${FONT_ROOT}@fontsource/fraunces/files/fraunces-latin-600-normal.woff2") format("woff2"); unicode-range: ${LATIN}; }
@font-face { font-family: "Noto Sans Devanagari Variable"; font-weight: 100 900; src: url("${FONT_ROOT}@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-wght-normal.woff2") format("woff2-variations"); unicode-range: U+0900-097F, U+1CD0-1CFF, U+200C-200D, U+20A8, U+20B9, U+25CC, U+A830-A839, U+A8E0-A8FF; }
@font-face { font-family: "Noto Sans Devanagari Variable"; font-weight: 100 900; src: url("${FONT_ROOT}@fontsource-variable/noto-sans-devanagari/files/noto-sans-devanagari-latin-ext-wght-normal.woff2") format("woff2-variations"); unicode-range: U+20A8, U+20B9; }`;

/** The page's script's family, when it is not Latin or Devanagari (declared above): its letters, whole. */
function scriptFace(locale: Locale): { face: string; family: string | null } {
  const script = languageOf(locale).script;
  const family = scripts[script].font;
  if (!family || script === "Devanagari") return { face: "", family: family && `${family} Variable` };
  const id = family.toLowerCase().replaceAll(" ", "-");
  const range = scripts[script].ranges.map(([from, to]) => `U+${from.toString(16).toUpperCase().padStart(4, "0")}-${to.toString(16).toUpperCase().padStart(4, "0")}`).join(", ");
  return {
    family: `${family} Variable`,
    face: `\n@font-face { font-family: "${family} Variable"; font-weight: 100 900; src: url("${FONT_ROOT}@fontsource-variable/${id}/files/${id}-${script.toLowerCase()}-wght-normal.woff2") format("woff2-variations"); unicode-range: ${range}, U+0964-0965, U+200C-200D, U+25CC; }`,
  };
}

function styles(set: GuideSet, locale: Locale): string {
  // The Indian scripts' vowel signs reach above and below the line: they need more leading than Latin.
  // Devanagari keeps the 1.75 its guides were set in; the others' Noto families draw taller letters,
  // and at 1.6 their guides keep the English page counts the pages announce.
  const { face, family } = scriptFace(locale);
  const leading = !family ? 1.5 : languageOf(locale).script === "Devanagari" ? 1.75 : 1.6;
  // The page's script first, then Devanagari for ₹ (and Hindi words on an English page).
  const script = [...new Set([family, "Noto Sans Devanagari Variable"].filter(Boolean))].map((f) => `"${f}"`).join(", ");
  return `${fontFaces}${face}
@page { size: A4; margin: 16mm 15mm 18mm;
  @bottom-left { content: ${cssString(`${site.legalName} · ${site.siteUrl.replace(/^https?:\/\//, "")}`)}; font: 8.5pt "Inter Variable", ${script}, sans-serif; color: #5b5346; }
  @bottom-right { content: ${pageCounter(set.pageOf)}; font: 8.5pt "Inter Variable", ${script}, sans-serif; color: #5b5346; } }
* { box-sizing: border-box; }
html { -webkit-print-color-adjust: exact; print-color-adjust: exact; }
body { margin: 0; font: 12pt/${leading} "Inter Variable", ${script}, sans-serif; color: #241f17; }
header.letterhead { border-bottom: 2pt solid #235731; padding-bottom: 8pt; margin-bottom: 14pt; font-size: 8.5pt; line-height: 1.5; color: #5b5346; }
header.letterhead .brand { font: 600 15pt/1.3 "Fraunces", ${script}, serif; color: #163520; }
h1 { font: 600 24pt/1.35 "Fraunces", ${script}, serif; color: #163520; margin: 0 0 4pt; }
.subtitle { font-size: 13pt; color: #5b5346; margin: 0 0 14pt; }
h2 { font: 600 15pt/1.45 "Fraunces", ${script}, serif; color: #235731; margin: 16pt 0 6pt; break-after: avoid; }
p { margin: 0 0 8pt; }
ul { margin: 0 0 8pt; padding-left: 16pt; }
li { margin-bottom: 4pt; }
table { width: 100%; border-collapse: collapse; margin: 4pt 0 10pt; font-size: 10.5pt; line-height: ${leading - 0.1}; }
th { background: #dfeedf; color: #163520; text-align: left; font-weight: 650; }
th, td { border: 0.75pt solid #bedcc0; padding: 4pt 6pt; vertical-align: top; }
tr { break-inside: avoid; }
section { break-inside: auto; }`;
}

function block(b: GuideDocument["blocks"][number]): string {
  const parts = [`<h2>${esc(b.heading)}</h2>`];
  const paras = (b.paragraphs ?? []).map((p) => `<p>${esc(p)}</p>`).join("");
  const total = b.table ? b.table.widths.reduce((a, w) => a + w, 0) : 1;
  const table = b.table
    ? `<table><colgroup>${b.table.widths.map((w) => `<col style="width:${((w / total) * 100).toFixed(1)}%">`).join("")}</colgroup><thead><tr>${b.table.headings.map((h) => `<th>${esc(h)}</th>`).join("")}</tr></thead><tbody>${b.table.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join("")}</tr>`).join("")}</tbody></table>`
    : "";
  const bullets = b.bullets ? `<ul>${b.bullets.map((x) => `<li>${esc(x)}</li>`).join("")}</ul>` : "";
  // Text written after the table in the content (a note under it) prints after it; otherwise it introduces the table.
  const keys = Object.keys(b);
  const ordered = keys.indexOf("table") >= 0 && keys.indexOf("paragraphs") > keys.indexOf("table") ? [table, paras] : [paras, table];
  parts.push(...ordered, bullets);
  return `<section>${parts.join("")}</section>`;
}

export function guideSource(id: GuideId, locale: Locale): GuideSource {
  const set = guides[locale];
  const doc = set.guides[id];
  const text = siteText[locale];
  const offices = (Object.keys(site.offices) as (keyof typeof site.offices)[]).map((k) => {
    const a = text.officeAddresses[k];
    return `<div>${esc(text.officeLabels[k])}: ${esc([...a.lines, `${a.city} ${site.offices[k].postalCode}`].join(", "))}</div>`;
  });
  const contact = `${site.phones.map((p) => p.display).join(" / ")} · ${site.emails.info} · ${site.siteUrl.replace(/^https?:\/\//, "")}`;
  const title = `${doc.title} · ${site.brandName}`;
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><title>${esc(title)}</title><meta name="author" content="${esc(site.legalName)}"><style>${styles(set, locale)}</style></head>
<body>
<header class="letterhead"><div class="brand">${esc(site.brandName)}</div><div>${esc(site.legalName)}</div>${offices.join("")}<div>${esc(contact)}</div></header>
<h1>${esc(doc.title)}</h1><p class="subtitle">${esc(doc.subtitle)}</p>
${doc.blocks.map(block).join("\n")}
</body></html>`;
  const file = guideHref(id, locale).replace(/^\/downloads\//, "");
  return { id, locale, file, title, html, hash: createHash("sha256").update(html).digest("hex") };
}

export function allGuideSources(): GuideSource[] {
  return locales.flatMap((locale) => (Object.keys(guides[locale].guides) as GuideId[]).map((id) => guideSource(id, locale)));
}
