import type { SampleDetail } from "@shared/samples";

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The bag's label as a page of its own (5 × 3 cm-ish at a label printer's
 * size): the sample number large, the QR code that opens its status page,
 * the farmer, village and date. Opened in a new tab and printed from there.
 */
export function labelHtml(s: SampleDetail): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Label ${escape(s.code)}</title>
<style>
@page { size: 80mm 50mm; margin: 3mm; }
body { font-family: system-ui, sans-serif; margin: 0; }
.label { display: flex; gap: 3mm; align-items: center; width: 74mm; height: 44mm; }
.qr { width: 36mm; height: 36mm; flex: none; }
.qr svg { width: 100%; height: 100%; }
.code { font: 700 5mm/1.1 ui-monospace, monospace; margin: 0 0 2mm; }
p { margin: 0 0 1mm; font-size: 3mm; }
</style></head><body><div class="label" data-testid="label">
<div class="qr" aria-label="QR code: ${escape(s.statusUrl)}">${s.qrSvg}</div>
<div><p class="code">${escape(s.code)}</p><p>${escape(s.farmerName)}</p><p>${escape(s.village)}, ${escape(s.district)}</p><p>${escape(s.collectedOn)}</p></div>
</div><script>window.onload = () => window.print();</script></body></html>`;
}

/** Opens the label in a new tab, which prints itself. */
export function printLabel(s: SampleDetail) {
  const url = URL.createObjectURL(new Blob([labelHtml(s)], { type: "text/html" }));
  window.open(url, "_blank", "noopener");
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
