/**
 * A small, dependency-free PDF writer for the site's downloadable guides: A4
 * pages, the standard Helvetica fonts (WinAnsi encoding, so no font files),
 * filled rectangles, rules, wrapped text, bullet lists and simple tables. The
 * output is deterministic (no dates, no random ids), so the committed files can
 * be checked against the content in a test.
 */
import type { GuideDocument } from "../content/page-types.ts";

type Rgb = readonly [number, number, number];
const hex = (h: string): Rgb => [parseInt(h.slice(1, 3), 16) / 255, parseInt(h.slice(3, 5), 16) / 255, parseInt(h.slice(5, 7), 16) / 255];

const C = {
  forest: hex("#235731"),
  forestDark: hex("#163520"),
  forestLight: hex("#f1f7f1"),
  harvest: hex("#f1b53a"),
  cream: hex("#fbf8f3"),
  ink: hex("#1b211d"),
  muted: hex("#4d5750"),
  rule: hex("#e8d9c3"),
  white: [1, 1, 1] as Rgb,
};

// Advance widths (1/1000 em) of Helvetica and Helvetica-Bold for codes 32-126.
const HELV = [
  278, 278, 355, 556, 556, 889, 667, 191, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 278, 278, 584, 584, 584, 556, 1015, 667, 667, 722, 722, 667, 611, 778, 722, 278, 500, 667, 556, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 278, 278, 278, 469, 556, 333, 556, 556, 500, 556, 556, 278, 556, 556, 222, 222, 500, 222, 833, 556, 556, 556, 556, 333, 500, 278, 556, 500, 722, 500, 500, 500, 334, 260, 334, 584,
];
const HELV_BOLD = [
  278, 333, 474, 556, 556, 889, 722, 238, 333, 333, 389, 584, 278, 333, 278, 278, 556, 556, 556, 556, 556, 556, 556, 556, 556, 556, 333, 333, 584, 584, 584, 611, 975, 722, 722, 722, 722, 667, 611, 778, 722, 278, 556, 722, 611, 833, 722, 778, 667, 778, 722, 667, 611, 722, 667, 944, 667, 667, 611, 333, 278, 333, 584, 556, 333, 556, 611, 556, 611, 556, 333, 611, 611, 278, 278, 556, 278, 889, 611, 611, 611, 611, 389, 556, 333, 611, 556, 778, 556, 556, 500, 389, 280, 389, 584,
];
/** WinAnsi codes (and widths) of the few characters above 126 the guides use. */
const EXTRA: Record<string, { code: number; w: number; wb: number }> = {
  "\u2013": { code: 0x96, w: 556, wb: 556 }, // en dash
  "\u2014": { code: 0x97, w: 1000, wb: 1000 }, // em dash
  "\u2022": { code: 0x95, w: 350, wb: 350 }, // bullet
  "\u2018": { code: 0x91, w: 222, wb: 278 },
  "\u2019": { code: 0x92, w: 222, wb: 278 },
  "\u201c": { code: 0x93, w: 333, wb: 500 },
  "\u201d": { code: 0x94, w: 333, wb: 500 },
  "\u00b7": { code: 0xb7, w: 278, wb: 278 }, // middle dot
  "\u00d7": { code: 0xd7, w: 584, wb: 584 },
  "\u00e9": { code: 0xe9, w: 556, wb: 556 },
};

/** Characters the standard fonts cannot show, written the way an Indian reader expects. */
function normalise(text: string) {
  return text
    .replace(/₹\s?/g, "Rs. ")
    .replace(/→/g, "->")
    .replace(/²/g, "2")
    .replace(/₂/g, "2")
    .replace(/\u00a0/g, " ");
}

function charWidth(ch: string, bold: boolean) {
  const code = ch.charCodeAt(0);
  if (code >= 32 && code <= 126) return (bold ? HELV_BOLD : HELV)[code - 32]!;
  const extra = EXTRA[ch];
  return extra ? (bold ? extra.wb : extra.w) : 556;
}

export function textWidth(text: string, size: number, bold = false) {
  let w = 0;
  for (const ch of normalise(text)) w += charWidth(ch, bold);
  return (w * size) / 1000;
}

/** A PDF string literal in WinAnsi encoding. */
function pdfString(text: string) {
  let out = "";
  for (const ch of normalise(text)) {
    const code = ch.charCodeAt(0);
    if (ch === "(" || ch === ")" || ch === "\\") out += `\\${ch}`;
    else if (code >= 32 && code <= 126) out += ch;
    else if (EXTRA[ch]) out += `\\${EXTRA[ch].code.toString(8).padStart(3, "0")}`;
    else out += "?";
  }
  return `(${out})`;
}

export function wrap(text: string, size: number, width: number, bold = false): string[] {
  const words = normalise(text).split(/\s+/).filter(Boolean);
  const lines: string[] = [];
  let line = "";
  for (const word of words) {
    const candidate = line ? `${line} ${word}` : word;
    if (textWidth(candidate, size, bold) <= width || !line) line = candidate;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

const fmt = (n: number) => (Math.round(n * 100) / 100).toString();

class Page {
  ops: string[] = [];
  fill(c: Rgb) {
    this.ops.push(`${c.map(fmt).join(" ")} rg`);
  }
  rect(x: number, y: number, w: number, h: number, c: Rgb) {
    this.fill(c);
    this.ops.push(`${fmt(x)} ${fmt(y)} ${fmt(w)} ${fmt(h)} re f`);
  }
  line(x1: number, y1: number, x2: number, y2: number, c: Rgb, width = 0.8) {
    this.ops.push(`${c.map(fmt).join(" ")} RG ${fmt(width)} w ${fmt(x1)} ${fmt(y1)} m ${fmt(x2)} ${fmt(y2)} l S`);
  }
  text(x: number, y: number, text: string, size: number, c: Rgb, bold = false) {
    this.fill(c);
    this.ops.push(`BT /${bold ? "F2" : "F1"} ${fmt(size)} Tf ${fmt(x)} ${fmt(y)} Td ${pdfString(text)} Tj ET`);
  }
}

export interface Letterhead {
  brandName: string;
  legalName: string;
  /** One line per office. */
  offices: readonly string[];
  contact: string;
  siteUrl: string;
}

const W = 595.28;
const H = 841.89;
const M = 50;
const CW = W - 2 * M;
const FOOTER_TOP = 82;

/** Lays a guide out on A4 pages and returns the PDF file. */
export function renderGuide(doc: GuideDocument, head: Letterhead): Buffer {
  const pages: Page[] = [];
  let page!: Page;
  let y = 0;

  const newPage = () => {
    page = new Page();
    pages.push(page);
    if (pages.length === 1) {
      page.rect(0, H - 170, W, 170, C.forestDark);
      page.rect(0, H - 176, W, 6, C.harvest);
      page.text(M, H - 52, head.brandName.toUpperCase(), 11, C.harvest, true);
      page.text(M, H - 92, doc.title, 28, C.white, true);
      let sy = H - 116;
      for (const l of wrap(doc.subtitle, 12, CW)) {
        page.text(M, sy, l, 12, hex("#dfeedf"));
        sy -= 16;
      }
      y = H - 210;
    } else {
      page.text(M, H - 40, `${head.brandName} \u00b7 ${doc.title}`, 9, C.muted, true);
      page.line(M, H - 48, W - M, H - 48, C.rule);
      y = H - 76;
    }
  };
  const need = (h: number) => {
    if (y - h < FOOTER_TOP + 14) newPage();
  };

  const paragraph = (text: string, size = 10.5, lead = 15.5, x = M, width = CW, color: Rgb = C.ink) => {
    for (const l of wrap(text, size, width)) {
      need(lead);
      page.text(x, y, l, size, color);
      y -= lead;
    }
  };

  newPage();
  for (const block of doc.blocks) {
    need(60);
    y -= 6;
    page.rect(M, y - 3, 4, 18, C.harvest);
    page.text(M + 12, y, block.heading, 15, C.forest, true);
    y -= 26;
    for (const p of block.paragraphs ?? []) {
      paragraph(p);
      y -= 6;
    }
    for (const b of block.bullets ?? []) {
      const lines = wrap(b, 10.5, CW - 18);
      need(lines.length * 15.5);
      page.text(M + 4, y, "\u2022", 10.5, C.forest, true);
      for (const l of lines) {
        page.text(M + 18, y, l, 10.5, C.ink);
        y -= 15.5;
      }
      y -= 3;
    }
    if (block.table) {
      const { headings, rows, widths } = block.table;
      const scale = CW / widths.reduce((a, b) => a + b, 0);
      const cols = widths.map((w) => w * scale);
      const drawRow = (cells: readonly string[], header: boolean, shade: boolean) => {
        const wrapped = cells.map((c, i) => wrap(c, header ? 9.5 : 9.5, cols[i]! - 12, header || i === 0));
        const h = Math.max(...wrapped.map((w) => w.length)) * 12.5 + 10;
        need(h);
        if (header) page.rect(M, y - h + 10, CW, h, C.forest);
        else if (shade) page.rect(M, y - h + 10, CW, h, C.forestLight);
        let x = M;
        wrapped.forEach((lines, i) => {
          let ty = y - 3;
          for (const l of lines) {
            page.text(x + 6, ty, l, 9.5, header ? C.white : C.ink, header || i === 0);
            ty -= 12.5;
          }
          x += cols[i]!;
        });
        y -= h;
        if (!header) page.line(M, y + 10, W - M, y + 10, C.rule, 0.5);
      };
      y -= 4;
      drawRow(headings, true, false);
      rows.forEach((r, i) => drawRow(r, false, i % 2 === 1));
      y -= 12;
    }
    y -= 8;
  }

  // Closing contact block.
  const boxH = 28 + head.offices.length * 14 + 30;
  // The box may sit right above the footer rule; only a new page if it would cross it.
  if (y - 4 - boxH + 14 < FOOTER_TOP - 14) newPage();
  y -= 4;
  page.rect(M, y - boxH + 14, CW, boxH, C.cream);
  page.rect(M, y - boxH + 14, 4, boxH, C.forest);
  page.text(M + 16, y - 4, `Contact ${head.brandName}`, 12, C.forest, true);
  let cy = y - 22;
  for (const o of head.offices) {
    page.text(M + 16, cy, o, 9.5, C.ink);
    cy -= 14;
  }
  page.text(M + 16, cy, head.contact, 9.5, C.ink);
  page.text(M + 16, cy - 14, head.siteUrl, 9.5, C.forest, true);

  // Footers, now that the page count is known.
  pages.forEach((p, i) => {
    p.line(M, FOOTER_TOP - 22, W - M, FOOTER_TOP - 22, C.rule);
    p.text(M, FOOTER_TOP - 36, `${head.legalName} \u00b7 ${head.contact}`, 8, C.muted);
    p.text(M, FOOTER_TOP - 48, head.siteUrl, 8, C.muted);
    const label = `Page ${i + 1} of ${pages.length}`;
    p.text(W - M - textWidth(label, 8, true), FOOTER_TOP - 36, label, 8, C.muted, true);
  });

  return writePdf(pages, { title: doc.title, author: head.legalName, subject: doc.subtitle });
}

function writePdf(pages: Page[], info: { title: string; author: string; subject: string }): Buffer {
  const objects: Buffer[] = [];
  const add = (body: string | Buffer) => {
    objects.push(typeof body === "string" ? Buffer.from(body, "latin1") : body);
    return objects.length;
  };
  const catalog = add("");
  const pagesObj = add("");
  const font1 = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>");
  const font2 = add("<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>");
  const kids: number[] = [];
  for (const p of pages) {
    // Uncompressed, so the bytes never depend on the zlib version that wrote them.
    const stream = Buffer.from(p.ops.join("\n"), "latin1");
    const content = add(Buffer.concat([Buffer.from(`<< /Length ${stream.length} >>\nstream\n`, "latin1"), stream, Buffer.from("\nendstream", "latin1")]));
    kids.push(add(`<< /Type /Page /Parent ${pagesObj} 0 R /MediaBox [0 0 ${fmt(W)} ${fmt(H)}] /Resources << /Font << /F1 ${font1} 0 R /F2 ${font2} 0 R >> >> /Contents ${content} 0 R >>`));
  }
  objects[catalog - 1] = Buffer.from(`<< /Type /Catalog /Pages ${pagesObj} 0 R /Lang (en-IN) >>`, "latin1");
  objects[pagesObj - 1] = Buffer.from(`<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(" ")}] /Count ${kids.length} >>`, "latin1");
  const infoObj = add(`<< /Title ${pdfString(info.title)} /Author ${pdfString(info.author)} /Subject ${pdfString(info.subject)} /Producer (site guide writer) >>`);

  const chunks: Buffer[] = [Buffer.from("%PDF-1.4\n%\xe2\xe3\xcf\xd3\n", "latin1")];
  let offset = chunks[0]!.length;
  const offsets: number[] = [];
  objects.forEach((body, i) => {
    offsets.push(offset);
    const chunk = Buffer.concat([Buffer.from(`${i + 1} 0 obj\n`, "latin1"), body, Buffer.from("\nendobj\n", "latin1")]);
    chunks.push(chunk);
    offset += chunk.length;
  });
  const xref = [`xref\n0 ${objects.length + 1}\n`, "0000000000 65535 f \n", ...offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`)].join("");
  chunks.push(Buffer.from(`${xref}trailer\n<< /Size ${objects.length + 1} /Root ${catalog} 0 R /Info ${infoObj} 0 R >>\nstartxref\n${offset}\n%%EOF\n`, "latin1"));
  return Buffer.concat(chunks);
}
