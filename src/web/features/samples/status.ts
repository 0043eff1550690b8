import type { SampleStatus } from "@shared/samples";

/** Badge colours of the steps: new (blue), waiting (amber), done (green), stopped (grey). */
export const statusTone: Record<SampleStatus, "amber" | "green" | "stone" | "blue"> = {
  collected: "blue",
  received: "amber",
  tested: "amber",
  report_ready: "green",
  shared: "green",
  rejected: "stone",
};
