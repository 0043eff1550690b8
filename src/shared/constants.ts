/**
 * Allowed values named by the product specification, with their human labels.
 * One module feeds the database write checks (src/server/rest), the server
 * functions and the forms, so a value accepted in one place is accepted in all.
 */

import { locales, type Locale } from "../../content/i18n.ts";

function values<const T extends readonly { value: string; label: string }[]>(options: T) {
  return options.map((o) => o.value) as unknown as readonly [T[number]["value"], ...T[number]["value"][]];
}

function labelOf<T extends { value: string; label: string }>(options: readonly T[], value: string): string {
  return options.find((o) => o.value === value)?.label ?? value;
}

/** "I am a *" in the chat lead form; also the lead filter on the admin leads page. */
export const USER_TYPE_OPTIONS = [
  { value: "farmer", label: "Farmer" },
  { value: "fpo", label: "FPO Representative" },
  { value: "agri-business", label: "Agri-Business Owner" },
  { value: "ngo", label: "NGO/CSR Representative" },
  { value: "student", label: "Student/Researcher" },
  { value: "entrepreneur", label: "Aspiring Entrepreneur" },
  { value: "other", label: "Other" },
] as const;
export const USER_TYPES = values(USER_TYPE_OPTIONS);
export type UserType = (typeof USER_TYPES)[number];
export const userTypeLabel = (v: string) => labelOf(USER_TYPE_OPTIONS, v);

/** The site's languages, as a lead records the visitor's (content/i18n.ts registers them; content/<code>/ holds each one's copy). */
export const LANGUAGES = locales;
export type Language = Locale;
/** English names of the languages a lead or a staff member may have (the site's and those coming), as the desk and its e-mails write them. */
const LANGUAGE_NAMES: Record<string, string> = { en: "English", hi: "Hindi", mr: "Marathi", te: "Telugu", kn: "Kannada", gu: "Gujarati", pa: "Punjabi" };
export const languageLabel = (v: string | null | undefined) => (v ? (LANGUAGE_NAMES[v] ?? v) : "–");

/**
 * Where a lead came from. The chat widget always sends live_chat; the admin
 * area also names chatbot, website and manual.
 */
export const LEAD_SOURCE_OPTIONS = [
  { value: "live_chat", label: "Live Chat" },
  { value: "chatbot", label: "Chatbot" },
  { value: "website", label: "Website" },
  { value: "manual", label: "Manual" },
  { value: "missed_call", label: "Missed call" },
  { value: "whatsapp", label: "WhatsApp" },
] as const;
export const LEAD_SOURCES = values(LEAD_SOURCE_OPTIONS);
export type LeadSource = (typeof LEAD_SOURCES)[number];
export const leadSourceLabel = (v: string) => labelOf(LEAD_SOURCE_OPTIONS, v);

/** A chat session is waiting until an agent takes it, then active, then ended. */
export const CHAT_SESSION_STATUS_OPTIONS = [
  { value: "waiting", label: "Waiting" },
  { value: "active", label: "Active" },
  { value: "ended", label: "Ended" },
] as const;
export const CHAT_SESSION_STATUSES = values(CHAT_SESSION_STATUS_OPTIONS);
export type ChatSessionStatus = (typeof CHAT_SESSION_STATUSES)[number];

/** Senders of messages inside a live-chat session (chat_session_messages.sender_type). */
export const SENDER_TYPE_OPTIONS = [
  { value: "user", label: "Visitor" },
  { value: "agent", label: "Agent" },
  { value: "bot", label: "Assistant" },
  { value: "system", label: "System" },
] as const;
export const SENDER_TYPES = values(SENDER_TYPE_OPTIONS);
export type SenderType = (typeof SENDER_TYPES)[number];

/** Senders recorded in the chat_messages log (every user, agent and bot message). */
export const CHAT_LOG_SENDERS = ["user", "agent", "bot"] as const;
export type ChatLogSender = (typeof CHAT_LOG_SENDERS)[number];

export const BLOG_STATUS_OPTIONS = [
  { value: "draft", label: "Draft" },
  { value: "published", label: "Published" },
] as const;
export const BLOG_STATUSES = values(BLOG_STATUS_OPTIONS);
export type BlogStatus = (typeof BLOG_STATUSES)[number];

/** The blog's category filter lists these after "All". */
export const BLOG_CATEGORY_OPTIONS = [
  { value: "Soil Science", label: "Soil Science" },
  { value: "Organic Farming", label: "Organic Farming" },
  { value: "Technology", label: "Technology" },
  { value: "Success Stories", label: "Success Stories" },
] as const;
export const BLOG_CATEGORIES = values(BLOG_CATEGORY_OPTIONS);
export type BlogCategory = (typeof BLOG_CATEGORIES)[number];

/** Service checkboxes of the clinic finder; a clinic's services are a subset. */
export const CLINIC_SERVICE_OPTIONS = [
  { value: "7-Parameter Test", label: "7-Parameter Test" },
  { value: "13-Parameter Test", label: "13-Parameter Test" },
  { value: "Advisory Services", label: "Advisory Services" },
  { value: "Satellite Analysis", label: "Satellite Analysis" },
] as const;
export const CLINIC_SERVICES = values(CLINIC_SERVICE_OPTIONS);
export type ClinicService = (typeof CLINIC_SERVICES)[number];

/** Minimum admin password length, as the specification sets it. */
export const MIN_PASSWORD_LENGTH = 6;

/** Field length limits shared by forms and server checks. */
export const LIMITS = {
  name: 200,
  email: 254,
  phone: 40,
  location: 200,
  village: 80,
  /** Stored chat text (assistant replies can be longer than what a person may type). */
  chatMessage: 4000,
  /** What a visitor or agent may send in one live-chat or assistant message. */
  chatMessageInput: 2000,
  slug: 200,
  title: 300,
  excerpt: 2000,
  /** Blog bodies are HTML; the request body limit (64 KB) bounds them anyway. */
  blogContent: 60_000,
  url: 2000,
  tag: 60,
  tags: 20,
  shortText: 500,
} as const;

/** Live chat timings, as the specification sets them. */
export const CHAT = {
  /** The widget polls get_messages at this interval when its event stream fails. */
  pollIntervalMs: 2000,
  /** An online agent counts as available only if seen this recently. */
  agentSeenWindowMs: 30_000,
  /** A waiting chat no agent has taken after this long: the visitor is told and offered other ways (CHAT_WAIT_FOR_AGENT_MS overrides). */
  waitForAgentMs: 60_000,
  /** A waiting chat whose visitor sent no sign of life for this long leaves the agents' list. */
  visitorGoneMs: 120_000,
  /** The widget's sign of life while a live chat is open. */
  visitorHeartbeatMs: 20_000,
  /** After this many questions in one conversation the assistant could not answer, its reply offers a call back. */
  callbackAfterMisses: 2,
  /** How often each server process looks for chats that need a word to the visitor. */
  sweepIntervalMs: 5_000,
  panelWidthPx: 380,
  panelHeightPx: 600,
  minimisedHeightPx: 60,
} as const;
