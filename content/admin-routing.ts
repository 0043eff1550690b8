import type { DeskLanguage } from "../src/shared/routing.ts";

/**
 * Copy of the desk's routing rules, teams, staff languages and response-time
 * promises (admin area and staff e-mails, English like the rest of it).
 */

/** Each language as staff pick it: its English name and its own. */
const languageNames: Record<DeskLanguage, string> = {
  en: "English",
  hi: "Hindi (हिंदी)",
  mr: "Marathi (मराठी)",
  te: "Telugu (తెలుగు)",
  kn: "Kannada (ಕನ್ನಡ)",
  gu: "Gujarati (ગુજરાતી)",
  pa: "Punjabi (ਪੰਜਾਬੀ)",
};

const minutesText = (m: number) => (m % 60 === 0 && m >= 60 ? `${m / 60} h` : `${m} min`);

export const adminRoutingCopy = {
  languageNames,
  minutesText,
  nav: "Routing",
  leads: { language: "Language", allLanguages: "All languages" },
  /** The lead page's note box: a note that records a call counts as the first response. */
  callNote: "This note records a call with them",
  rules: {
    title: "Routing rules",
    listTitle: "Rules, in order",
    intro:
      "New leads from every channel go to the first rule that matches, top to bottom. A rule names one agent, or a team whose members take leads in turn. Leads no rule matches go to the default.",
    loadFailed: "The rules could not be loaded. Check your connection and reload the page.",
    onlyAdmins: "Only an admin can change how leads are routed.",
    empty: "No rules yet: every new lead goes to the default.",
    add: "Add a rule",
    edit: "Edit",
    delete: "Delete",
    confirmDelete: (name: string) => `Delete the rule "${name}"?`,
    up: "Move up",
    down: "Move down",
    upLabel: (name: string) => `Move ${name} up`,
    downLabel: (name: string) => `Move ${name} down`,
    editLabel: (name: string) => `Edit ${name}`,
    deleteLabel: (name: string) => `Delete ${name}`,
    inactive: "Off",
    any: "Any lead",
    goesTo: "Goes to",
    toAgent: (name: string) => `${name}`,
    toTeam: (name: string, n: number) => `${name} (team of ${n}, in turn)`,
    saved: "Saved",
    failed: (message: string) => `Could not save: ${message}`,
    form: {
      newTitle: "New rule",
      editTitle: (name: string) => `Edit rule: ${name}`,
      name: "Rule name",
      namePlaceholder: "e.g. Maharashtra farmers",
      active: "This rule is on",
      conditionsHint: "Leave a field empty to match any lead. Several values in one field: any of them.",
      states: "States",
      districts: "Districts",
      districtsHint: "Start typing a district; the lead's place text is matched to India's districts and PIN codes.",
      pincodes: "PIN codes or their first digits",
      pincodesHint: "Separated by commas, e.g. 422, 4230",
      userTypes: "User types",
      sources: "Sources",
      languages: "Languages",
      target: "Send to",
      targetKind: "Send to an agent or a team",
      agent: "Agent",
      team: "Team",
      pickAgent: "Choose an agent",
      pickTeam: "Choose a team",
      add: "Add",
      remove: (v: string) => `Remove ${v}`,
      save: "Save rule",
      cancel: "Cancel",
    },
    summary: {
      states: (v: string) => `state ${v}`,
      districts: (v: string) => `district ${v}`,
      pincodes: (v: string) => `PIN ${v}…`,
      userTypes: (v: string) => `user type ${v}`,
      sources: (v: string) => `source ${v}`,
      languages: (v: string) => `language ${v}`,
    },
  },
  defaultTarget: {
    title: "Default",
    intro: "Where the leads go that no rule matches.",
    label: "Leads no rule matches go to",
    desk: "Round-robin setting (Team page)",
    deskHint: "With the round-robin setting on, the active agents take these leads in turn; with it off, they wait until someone takes them.",
    save: "Save default",
  },
  teams: {
    title: "Teams",
    intro: "A team's members take its leads in turn, in the order listed. Inactive members are skipped.",
    empty: "No teams yet.",
    name: "Team name",
    members: "Members",
    add: "Add a team",
    save: "Save team",
    delete: "Delete team",
    confirmDelete: (name: string) => `Delete the team "${name}"?`,
    memberCount: (n: number) => `${n} member${n === 1 ? "" : "s"}`,
  },
  languages: {
    title: "Languages you speak",
    intro: "Chats, WhatsApp conversations and call-backs in these languages are offered to you first.",
    teamColumn: "Languages",
    none: "None set",
    save: "Save languages",
    saved: "Languages saved",
    failed: (message: string) => `Could not save the languages: ${message}`,
    editFor: (name: string) => `Languages ${name} speaks`,
    edit: "Languages",
  },
  lead: {
    title: "Routing and response",
    place: "Place",
    placeBy: { pincode: "by PIN code", district: "by district", sub_district: "by taluka/tehsil", state: "by state only" } as Record<string, string>,
    noPlace: "No district or state recognised in the place given",
    rule: "Assigned by",
    ruleDefault: "the default",
    ruleNone: "no rule (waiting in the pool)",
    promise: "First response",
    noPromise: "No response-time promise for this lead",
    target: (m: number) => `Target: ${minutesText(m)} of working time`,
    left: (m: number) => `${formatMinutes(m)} left`,
    late: (m: number) => `${formatMinutes(-m)} late`,
    paused: "The clock is paused outside working hours",
    met: (m: number, how: string) => `Answered in ${formatMinutes(m)} (${how})`,
    lateReply: (m: number, how: string) => `Answered late, after ${formatMinutes(m)} (${how})`,
    kinds: { chat: "chat reply", call: "call", status: "status change", manual: "entered by staff" } as Record<string, string>,
  },
  settings: {
    title: "Response-time promises",
    intro: "How soon a new lead gets its first contact from the team, counted in working hours (IST). A breach tells the lead's owner, and the admins once if it is still unanswered one more target later.",
    loadFailed: "The settings could not be loaded.",
    targets: "First-response target per source (working minutes)",
    noTarget: "Leave empty for no promise.",
    other: "Other sources (imports, new channels)",
    hours: "Working hours (IST)",
    day: ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"],
    open: "Opens",
    close: "Closes",
    closed: "Closed",
    idle: "Leads untouched for this many days move on",
    idleHint: "Empty: leads stay with their owner. Untouched means no note, call, chat reply or change by staff.",
    idleAction: "An untouched lead goes",
    idleNext: "to the next agent its rules give",
    idlePool: "back to the pool (nobody)",
    save: "Save promises",
    saved: "Saved",
    failed: (message: string) => `Could not save: ${message}`,
  },
  figures: {
    title: "First response",
    intro: "Working minutes from a lead's arrival to the first contact, for leads that arrived in the period.",
    byAgent: "By agent",
    bySource: "By source",
    columns: { name: "Who", answered: "Answered", median: "Median", p90: "90th percentile", breaches: "Breaches" },
    breaches: (n: number) => `${n} breach${n === 1 ? "" : "es"}`,
    open: (n: number) => `${n} waiting for a first response`,
    none: "No first responses in this period yet.",
    nobody: "Nobody yet",
  },
  timeline: {
    byRule: (rule: string) => `by the rule "${rule}"`,
    byDefault: "by the default rule",
    idle: (days: number) => `untouched for ${days} day${days === 1 ? "" : "s"}`,
    breached: (minutes: number) => `No first response within ${minutesText(minutes)}: the owner was told`,
    breachedAdmin: (minutes: number) => `No first response within ${minutesText(minutes)}: the admins were told`,
    escalated: "Still no first response: the admins were told",
  },
  mail: {
    breachSubject: (name: string) => `No reply yet: ${name}`,
    breachText: (m: { name: string; source: string; minutes: number; due: string; link: string; owner: string | null }) =>
      [
        `${m.name} (${m.source}) has had no reply from the team within ${minutesText(m.minutes)} of working time (due ${m.due} IST).`,
        m.owner ? `You own this lead. Please get in touch now.` : `Nobody owns this lead yet. Please give it to someone.`,
        "",
        `Open the lead: ${m.link}`,
      ].join("\n"),
    /** The lead's e-mail to the agent an idle lead moved to. */
    movedSubject: (name: string) => `Now yours: ${name}`,
    movedIntro: (days: number) => `This lead is now yours: nobody on the team touched it for ${days} day${days === 1 ? "" : "s"}, so it moved on to you. Please get in touch.`,
    escalateSubject: (name: string) => `Still no reply: ${name}`,
    escalateText: (m: { name: string; source: string; minutes: number; due: string; link: string }) =>
      [
        `${m.name} (${m.source}) is still waiting for a first reply. It was due ${m.due} IST (a ${minutesText(m.minutes)} target); its owner was told.`,
        "",
        `Open the lead: ${m.link}`,
      ].join("\n"),
  },
};

/** "1 h 5 min", "12 min", "0.5 min". */
export function formatMinutes(m: number): string {
  const abs = Math.abs(m);
  if (abs < 1) return `${Math.round(abs * 60)} s`;
  if (abs < 60) return `${Math.round(abs)} min`;
  const h = Math.floor(abs / 60);
  const rest = Math.round(abs - h * 60);
  return rest ? `${h} h ${rest} min` : `${h} h`;
}
