import type { PerformancePeriod } from "../src/shared/performance.ts";

/** Copy of the agent performance page (admin area, English like the rest of it). */

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

export const adminPerformanceCopy = {
  nav: "Performance",
  title: "Agent performance",
  intro: "Each agent's leads, first contact, calls, samples, conversions and chat rating over the period, counted in India time (IST).",
  ownOnly: "These are your own figures. Admins see the whole team.",
  periodLegend: "Period",
  periods: { 7: "Last 7 days", 30: "Last 30 days", 90: "Last 90 days" } satisfies Record<PerformancePeriod, string>,
  range: (first: string, last: string) => `${first} to ${last}, IST`,
  download: "Download CSV",
  downloaded: (file: string) => `Saved ${file}`,
  fileName: (days: number, lastDay: string) => `agent-performance-last-${days}-days-to-${lastDay}.csv`,
  loading: "Loading the figures…",
  loadFailed: "Could not load the figures. Please try again.",
  none: "No staff to show yet.",
  none_value: "–",
  charts: {
    title: "At a glance",
    leadsOwned: { title: "Leads owned", hint: "Leads that arrived in the period and are the agent's now." },
    contacted: {
      title: "Contacted within target",
      hint: "Of the agent's leads with a response-time target, how many had their first contact in time.",
      value: (met: number, of: number) => `${met} of ${of}`,
    },
    median: { title: "Median first response", hint: "Working time from a lead's arrival to its first contact (half were faster)." },
    calls: { title: "Calls", hint: "Calls placed from the desk, and calls from the agent's own phone noted on a lead." },
    samples: { title: "Samples", hint: "Soil samples the agent registered." },
    conversions: { title: "Conversions", hint: "The agent's leads marked converted in the period." },
    rating: {
      title: "Chat rating",
      hint: "The average of the 1–5 ratings visitors gave the agent's chats.",
      value: (average: number, count: number) => `${average} (${plural(count, "chat")})`,
    },
    /** What a screen reader hears for a chart: its title, then each agent and value. */
    label: (title: string, parts: string[]) => `${title}: ${parts.length ? parts.join("; ") : "nothing yet"}`,
    empty: "Nothing in this period.",
  },
  table: {
    title: "The table",
    columns: {
      agent: "Agent",
      leadsOwned: "Leads owned",
      contacted: "Contacted in time",
      median: "Median first response",
      calls: "Calls",
      samples: "Samples",
      conversions: "Conversions",
      rating: "Chat rating",
    },
    inactive: "inactive",
  },
};
