import type { ParameterChange, ReportComparison } from "../../shared/samples.ts";
import { PARAMETER_SPECS, SOIL_PARAMETERS, type SoilResults } from "../../shared/soil/parameters.ts";

/**
 * A farmer's reports over the years, plot by plot. Two samples are of the same
 * plot when they are of the same phone and name the same village, district and
 * state (in any case and spacing) and, when both give one, the same survey
 * number.
 */
export interface PlotSample {
  code: string;
  village: string;
  district: string;
  state: string;
  survey_no: string | null;
  collected_on: string;
  created_at: string;
}

const norm = (s: string | null) => (s ?? "").normalize("NFC").toLowerCase().replace(/\s+/g, " ").trim();

export function samePlot(a: PlotSample, b: PlotSample): boolean {
  if (norm(a.village) !== norm(b.village) || norm(a.district) !== norm(b.district) || norm(a.state) !== norm(b.state)) return false;
  const sa = norm(a.survey_no);
  const sb = norm(b.survey_no);
  return !sa || !sb || sa === sb;
}

/** Later or earlier by the day the soil was taken, then by when the sample was made. */
const before = (a: PlotSample, b: PlotSample) => a.collected_on < b.collected_on || (a.collected_on === b.collected_on && a.created_at < b.created_at);

/** The report of the same plot just before `sample`, among `reports` (shared reports of that phone). */
export function previousReport<T extends PlotSample>(sample: PlotSample, reports: T[]): T | null {
  let best: T | null = null;
  for (const r of reports) {
    if (r.code === sample.code || !samePlot(r, sample) || !before(r, sample)) continue;
    if (!best || before(best, r)) best = r;
  }
  return best;
}

/** Each parameter then and now; "same" when the two round to the same figure as the report prints it. */
export function compareResults(previous: SoilResults, now: SoilResults): ReportComparison["rows"] {
  return SOIL_PARAMETERS.map((parameter) => {
    const scale = 10 ** PARAMETER_SPECS[parameter].decimals;
    const a = Math.round(previous[parameter] * scale);
    const b = Math.round(now[parameter] * scale);
    const change: ParameterChange = b > a ? "up" : b < a ? "down" : "same";
    return { parameter, before: previous[parameter], now: now[parameter], change };
  });
}
