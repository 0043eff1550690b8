import type { LeadStatus } from "../src/shared/pipeline.ts";
import type { Localized } from "./i18n.ts";

/** Copy of the lead desk: one lead's page, its pipeline and its timeline (admin area, English like the rest of it). */
export const adminDeskCopy = {
  /** What an empty cell shows, the same everywhere in admin. */
  empty: "–",
  status: {
    new: "New",
    contacted: "Contacted",
    qualified: "Qualified",
    sample_collected: "Sample collected",
    report_shared: "Report shared",
    converted: "Converted",
    lost: "Lost",
  } satisfies Record<LeadStatus, string>,
  role: { admin: "Admin", agent: "Agent" },
  lead: {
    back: "All leads",
    notFound: "This lead does not exist (it may have been deleted).",
    loadFailed: "The lead could not be loaded. Please reload the page.",
    details: "Details",
    pipeline: "Pipeline",
    statusLabel: "Status",
    lostReason: "Reason the lead was lost",
    ownerLabel: "Owner",
    nobody: "Nobody",
    followUpLabel: "Next follow-up (IST)",
    followUpClear: "Clear",
    save: "Save",
    saving: "Saving...",
    saved: "Saved",
    saveFailed: (message: string) => `Could not save: ${message}`,
    noteLabel: "Add a note",
    notePlaceholder: "What was said, what happens next",
    addNote: "Add note",
    timeline: "Timeline",
    timelineEmpty: "Nothing has happened on this lead yet.",
    deleteTitle: "Delete this lead",
    deleteHint: (name: string) => `Deleting removes the lead and its timeline for good. Type the lead's name (${name}) to confirm.`,
    deleteConfirm: "Lead's name",
    deleteButton: "Delete lead",
    deleteFailed: (message: string) => `Could not delete: ${message}`,
    open: "Open",
  },
  timeline: {
    capture: (source: string) => `Enquiry via ${source}`,
    note: "Note",
    status: (from: string, to: string) => `Status: ${from} → ${to}`,
    lostBecause: (reason: string) => `Reason: ${reason}`,
    owner: (from: string, to: string) => `Owner: ${from} → ${to}`,
    followUp: (to: string) => `Next follow-up: ${to}`,
    merge: "Merged with another lead",
    unmerge: "Merge undone",
    edit: "Details corrected",
    language: (from: string, to: string) => `Language: ${from} → ${to}`,
    chat: (n: number) => `Chat (${n} ${n === 1 ? "message" : "messages"})`,
    email: (to: string) => `E-mail to ${to}`,
    by: (who: string) => `by ${who}`,
    visitor: "the visitor",
  },
  /** Plain labels for the fields the forms keep with a lead. */
  fields: {
    form: "Form",
    form_name: "Form",
    organization: "Organisation",
    organization_type: "Type of organisation",
    focus_area: "Focus area",
    partnership_model: "Partnership model",
    message: "Message",
    page: "Page",
    request: "Request",
    clinic_id: "Clinic id",
    clinic_name: "Clinic",
    clinic_district: "Clinic district",
    clinic_state: "Clinic state",
    clinic_phone: "Clinic phone",
    village: "Village",
    preferred_date: "Preferred date",
    services: "Services",
    who_are_you: "Who are you",
    submitted_at: "Submitted",
    timestamp: "Time",
    name: "Name",
    email: "Email",
    phone: "Phone",
    location: "Location",
    user_type: "User type",
    source: "Source",
    created_at: "Date",
    language: "Language",
    userAgent: "Browser",
    user_agent: "Browser",
  } as Record<string, string>,
  filters: {
    status: "Status",
    allStatuses: "All statuses",
    owner: "Owner",
    anyOwner: "Anyone",
    noOwner: "Nobody",
    followUp: "Follow-up",
    anyFollowUp: "Any",
    due: "Due by today",
    byStatus: "By status",
  },
  bulk: {
    selected: (n: number) => `${n} selected`,
    selectAll: "Select all on this page",
    select: (name: string) => `Select ${name}`,
    assign: "Assign to",
    setStatus: "Set status",
    apply: "Apply",
    done: (n: number) => `${n} leads updated`,
    failed: (message: string) => `Could not update: ${message}`,
  },
  columns: { status: "Status", owner: "Owner", followUp: "Next follow-up" },
  dashboard: {
    funnel: "Leads by status",
    conversion: "Conversion by source",
    conversionRow: (converted: number, total: number, pct: number) => `${converted} of ${total} (${pct}%)`,
    overdue: "Overdue follow-ups",
    dueToday: "Follow-ups due today",
    noneDue: "Nothing due",
    loadFailed: "The desk's figures could not be loaded. Please reload the page.",
  },
  team: {
    title: "Team",
    onlyAdmins: "Only admins can manage the team.",
    mail: {
      subject: "You are invited to the lead desk",
      text: (role: string, link: string) =>
        `You have been invited to the lead desk as ${role}.\n\nSet your name and password here (the link works once and expires in 7 days):\n${link}\n`,
    },
    accept: {
      unknown: "This invitation link is not valid. Ask an admin for a new one.",
      used: "This invitation has already been used. Sign in instead.",
      revoked: "This invitation was withdrawn. Ask an admin for a new one.",
      expired: "This invitation has expired. Ask an admin to send it again.",
    },
    deactivated: "This staff account has been deactivated. Ask an admin.",
    nav: "Team",
    intro: "Invite colleagues, and end the access of those who leave.",
    loadFailed: "The team could not be loaded. Please reload the page.",
    members: "Staff",
    columns: { name: "Name", email: "E-mail", role: "Role", state: "State", lastSignIn: "Last sign-in", actions: "Actions" },
    active: "Active",
    inactive: "Deactivated",
    deactivate: "Deactivate",
    reactivate: "Reactivate",
    confirmDeactivate: (who: string) => `Deactivate ${who}? Their sessions end at once and they can no longer sign in.`,
    confirmReactivate: (who: string) => `Let ${who} sign in again?`,
    invitations: "Open invitations",
    noInvitations: "No open invitations.",
    expires: "Expires",
    resend: "Resend",
    revoke: "Revoke",
    confirmResend: (email: string) => `Send ${email} a new link? The old link stops working.`,
    confirmRevoke: (email: string) => `Withdraw the invitation to ${email}?`,
    inviteTitle: "Invite a colleague",
    email: "E-mail",
    role: "Role",
    roleHint: "Admin: everything, including the team and clinics. Agent: leads, live chat and blog.",
    invite: "Send invitation",
    invited: (email: string) => `Invitation sent to ${email}.`,
    failed: (message: string) => `Could not do that: ${message}`,
    you: "(you)",
  },
  acceptInvite: {
    title: "Join the lead desk",
    intro: "Choose the name your colleagues see and a password.",
    noToken: "This page needs the link from your invitation e-mail.",
    name: "Your name",
    password: "Password",
    confirm: "Confirm password",
    mismatch: "The passwords do not match.",
    tooShort: (n: number) => `The password must be at least ${n} characters.`,
    submit: "Create my account",
    busy: "Creating...",
    signInFailed: "Your account is ready. Please sign in.",
    signIn: "Go to sign-in",
  },
  account: {
    nav: "My account",
    title: "My account",
    name: "Display name",
    saveName: "Save name",
    newPassword: "New password",
    confirm: "Confirm new password",
    savePassword: "Change password",
    saved: "Saved.",
    mismatch: "The passwords do not match.",
    failed: (message: string) => `Could not save: ${message}`,
  },
};

/** A stored field name as a plain label: the known ones from above, others with their underscores as spaces. */
export function fieldLabel(key: string): string {
  const known = adminDeskCopy.fields[key];
  if (known) return known;
  const words = key.replace(/([a-z])([A-Z])/g, "$1 $2").replace(/[_-]+/g, " ").trim().toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : key;
}

/**
 * The desk's work on a lead beyond its pipeline: call-backs, chat ratings, the
 * dashboard's windows and breakdowns, merging leads and round-robin
 * assignment. Written in English and Hindi; the admin area shows English.
 */
export interface DeskWorkCopy {
  callbacks: {
    requested: (slot: string) => string;
    phone: string;
    note: string;
    openLabel: string;
    doneLabel: string;
    doneBy: (who: string, at: string) => string;
    markDone: string;
    marking: string;
    markFailed: (message: string) => string;
    event: (slot: string) => string;
    dueFollowUp: string;
    dueCallback: (phone: string) => string;
    nextCallback: (at: string) => string;
  };
  rating: {
    chat: (rating: number) => string;
    forAgent: (agent: string) => string;
  };
  dashboard: {
    windowLabel: string;
    windows: { all: string; today: string; "7d": string; "30d": string };
    bySource: string;
    byUserType: string;
    conversionRow: (converted: number, total: number, pct: number) => string;
    noLeads: string;
    openCallbacks: string;
    averageRating: string;
    ratingValue: (average: number, count: number) => string;
    noRatings: string;
    ratingPerAgent: string;
    agentRow: (average: number, count: number) => string;
    noAgent: string;
  };
  merge: {
    title: string;
    searchLabel: string;
    searchHint: string;
    noMatches: string;
    mergeInto: (name: string) => string;
    confirm: (name: string) => string;
    merged: (name: string) => string;
    failed: (message: string) => string;
    event: (name: string) => string;
    moved: (events: number, chats: number) => string;
    undo: string;
    confirmUndo: (name: string) => string;
    undone: string;
    undoneLabel: string;
    unmergeEvent: (name: string) => string;
    mergedAway: string;
    openOther: string;
  };
  roundRobin: {
    title: string;
    label: string;
    hint: string;
    saved: string;
    failed: (message: string) => string;
    inTurn: string;
  };
}

export const deskWorkTexts: Localized<DeskWorkCopy> = {
  en: {
    callbacks: {
      requested: (slot) => `Call-back requested for ${slot} IST`,
      phone: "Phone",
      note: "Note",
      openLabel: "Open",
      doneLabel: "Done",
      doneBy: (who, at) => `Done by ${who}, ${at}`,
      markDone: "Mark call-back done",
      marking: "Saving...",
      markFailed: (message) => `Could not mark it done: ${message}`,
      event: (slot) => `Call-back for ${slot} IST marked done`,
      dueFollowUp: "Follow-up",
      dueCallback: (phone) => `Call-back: ${phone}`,
      nextCallback: (at) => `Call-back ${at}`,
    },
    rating: {
      chat: (rating) => `Rated ${rating} of 5`,
      forAgent: (agent) => `for ${agent}`,
    },
    dashboard: {
      windowLabel: "Window",
      windows: { all: "All time", today: "Today", "7d": "Last 7 days", "30d": "Last 30 days" },
      bySource: "Conversion by source",
      byUserType: "Conversion by user type",
      conversionRow: (converted, total, pct) => `${converted} of ${total} (${pct}%)`,
      noLeads: "No leads in this window",
      openCallbacks: "Open call-backs",
      averageRating: "Average chat rating",
      ratingValue: (average, count) => `${average} of 5 (${count} rated chats)`,
      noRatings: "No rated chats in this window",
      ratingPerAgent: "Chat rating per agent",
      agentRow: (average, count) => `${average} of 5 (${count})`,
      noAgent: "No agent",
    },
    merge: {
      title: "Merge another lead into this one",
      searchLabel: "Find a lead by name, phone or e-mail",
      searchHint: "The other lead's captures, chats, notes and changes move to this lead; it leaves the list. You can undo it from the timeline.",
      noMatches: "No other lead matches.",
      mergeInto: (name) => `Merge ${name} into this lead`,
      confirm: (name) => `Merge ${name} into this lead? Its history moves here and it leaves the list.`,
      merged: (name) => `${name} merged into this lead.`,
      failed: (message) => `Could not merge: ${message}`,
      event: (name) => `Merged ${name} into this lead`,
      moved: (events, chats) => `${events} timeline entries and ${chats} chats moved here`,
      undo: "Undo merge",
      confirmUndo: (name) => `Split ${name} off again? Everything it brought goes back to it.`,
      undone: "Merge undone.",
      undoneLabel: "Undone",
      unmergeEvent: (name) => `Merge of ${name} undone`,
      mergedAway: "This lead was merged into another lead.",
      openOther: "Open that lead",
    },
    roundRobin: {
      title: "New leads",
      label: "Assign each new lead to the next active agent in turn",
      hint: "Off: new leads wait for someone to take them. On: each goes to the next active agent, in turn, on every server.",
      saved: "Saved.",
      failed: (message) => `Could not save: ${message}`,
      inTurn: "assigned in turn",
    },
  },
  hi: {
    callbacks: {
      requested: (slot) => `${slot} (भारतीय समय) पर वापस फ़ोन करने का अनुरोध`,
      phone: "फ़ोन",
      note: "टिप्पणी",
      openLabel: "बाकी",
      doneLabel: "हो गया",
      doneBy: (who, at) => `${who} ने पूरा किया, ${at}`,
      markDone: "वापस फ़ोन हो गया, दर्ज करें",
      marking: "सहेजा जा रहा है...",
      markFailed: (message) => `पूरा दर्ज नहीं हो सका: ${message}`,
      event: (slot) => `${slot} (भारतीय समय) वाला वापसी फ़ोन पूरा दर्ज हुआ`,
      dueFollowUp: "अगला संपर्क",
      dueCallback: (phone) => `वापसी फ़ोन: ${phone}`,
      nextCallback: (at) => `वापसी फ़ोन ${at}`,
    },
    rating: {
      chat: (rating) => `5 में से ${rating} अंक मिले`,
      forAgent: (agent) => `${agent} के लिए`,
    },
    dashboard: {
      windowLabel: "अवधि",
      windows: { all: "शुरू से अब तक", today: "आज", "7d": "पिछले 7 दिन", "30d": "पिछले 30 दिन" },
      bySource: "स्रोत के अनुसार ग्राहक बने",
      byUserType: "उपयोगकर्ता के प्रकार के अनुसार ग्राहक बने",
      conversionRow: (converted, total, pct) => `${total} में से ${converted} (${pct}%)`,
      noLeads: "इस अवधि में कोई लीड नहीं",
      openCallbacks: "बाकी वापसी फ़ोन",
      averageRating: "चैट की औसत रेटिंग",
      ratingValue: (average, count) => `5 में से ${average} (${count} चैट को रेटिंग मिली)`,
      noRatings: "इस अवधि में किसी चैट को रेटिंग नहीं मिली",
      ratingPerAgent: "हर साथी की चैट रेटिंग",
      agentRow: (average, count) => `5 में से ${average} (${count})`,
      noAgent: "कोई साथी नहीं",
    },
    merge: {
      title: "दूसरी लीड को इसमें मिलाएँ",
      searchLabel: "नाम, फ़ोन या ई-मेल से लीड खोजें",
      searchHint: "दूसरी लीड की पूछताछ, चैट, टिप्पणियाँ और बदलाव इस लीड में आ जाते हैं और वह सूची से हट जाती है। टाइमलाइन से इसे वापस किया जा सकता है।",
      noMatches: "कोई दूसरी लीड नहीं मिली।",
      mergeInto: (name) => `${name} को इस लीड में मिलाएँ`,
      confirm: (name) => `${name} को इस लीड में मिलाएँ? उसका पूरा इतिहास यहाँ आ जाएगा और वह सूची से हट जाएगी।`,
      merged: (name) => `${name} इस लीड में मिला दी गई।`,
      failed: (message) => `मिलाया नहीं जा सका: ${message}`,
      event: (name) => `${name} को इस लीड में मिलाया गया`,
      moved: (events, chats) => `टाइमलाइन की ${events} प्रविष्टियाँ और ${chats} चैट यहाँ आईं`,
      undo: "मिलाना वापस लें",
      confirmUndo: (name) => `${name} को फिर से अलग करें? जो कुछ उसके साथ आया था, सब उसे वापस मिल जाएगा।`,
      undone: "मिलाना वापस ले लिया गया।",
      undoneLabel: "वापस लिया गया",
      unmergeEvent: (name) => `${name} को मिलाना वापस लिया गया`,
      mergedAway: "यह लीड दूसरी लीड में मिला दी गई है।",
      openOther: "वह लीड खोलें",
    },
    roundRobin: {
      title: "नई लीड",
      label: "हर नई लीड बारी-बारी से अगले सक्रिय साथी को दें",
      hint: "बंद: नई लीड किसी के लेने तक रुकी रहती है। चालू: हर लीड बारी-बारी से अगले सक्रिय साथी को जाती है, हर सर्वर पर।",
      saved: "सहेज लिया गया।",
      failed: (message) => `सहेजा नहीं जा सका: ${message}`,
      inTurn: "बारी से सौंपी गई",
    },
  },
};

/** The admin area is in English. */
export const deskWorkCopy: DeskWorkCopy = deskWorkTexts.en;
