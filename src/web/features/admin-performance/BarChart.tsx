import { useId } from "react";
import { adminPerformanceCopy } from "@content/admin-performance.ts";

const copy = adminPerformanceCopy.charts;

export interface Bar {
  key: string;
  label: string;
  /** The bar's length, in the chart's own unit. */
  value: number;
  /** A second, lighter bar behind it (e.g. the leads with a target behind those contacted in time). */
  of?: number;
  /** What is written at the bar's end. */
  text: string;
}

/** The drawing's width in its own units; it scales to its box, so text stays in proportion at 390 px and on a desk. */
const WIDTH = 320;
const ROW = 34;
const BAR = 12;

/**
 * A horizontal bar chart drawn as inline SVG: one row per agent, the name
 * above its bar and the value at the end. The SVG is an image with a label
 * that reads every value, so a screen reader hears the same numbers the
 * table below holds.
 */
export function BarChart({ title, hint, bars, testId, scale }: { title: string; hint: string; bars: Bar[]; testId: string; /** A fixed full length (a rating's 5); else the longest bar. */ scale?: number }) {
  const id = useId();
  const max = scale ?? Math.max(1, ...bars.map((b) => Math.max(b.value, b.of ?? 0)));
  const height = Math.max(1, bars.length) * ROW + 4;
  const len = (v: number) => (v <= 0 ? 0 : Math.max(2, (v / max) * (WIDTH - 70)));
  return (
    <figure className="rounded-lg border border-stone-200 bg-white p-3" data-testid={testId}>
      <figcaption id={`${id}-t`} className="text-sm font-semibold text-stone-900">
        {title}
      </figcaption>
      <p className="mb-2 text-xs text-stone-600">{hint}</p>
      {bars.length === 0 ? (
        <p className="text-sm text-stone-600">{copy.empty}</p>
      ) : (
        <svg
          viewBox={`0 0 ${WIDTH} ${height}`}
          width="100%"
          role="img"
          aria-label={copy.label(title, bars.map((b) => `${b.label} ${b.text}`))}
          className="block h-auto max-w-full"
        >
          {bars.map((b, i) => {
            const y = i * ROW;
            return (
              <g key={b.key} aria-hidden="true">
                <text x={0} y={y + 12} fontSize={12} fill="#292524">
                  {b.label.length > 40 ? `${b.label.slice(0, 39)}…` : b.label}
                </text>
                <rect x={0} y={y + 17} width={WIDTH - 70} height={BAR} rx={3} fill="#f5f5f4" />
                {b.of !== undefined ? <rect x={0} y={y + 17} width={len(b.of)} height={BAR} rx={3} fill="#a7f3d0" /> : null}
                <rect x={0} y={y + 17} width={len(b.value)} height={BAR} rx={3} fill="#047857" />
                <text x={WIDTH - 64} y={y + 27} fontSize={12} fill="#1c1917" style={{ fontVariantNumeric: "tabular-nums" }}>
                  {b.text}
                </text>
              </g>
            );
          })}
        </svg>
      )}
    </figure>
  );
}
