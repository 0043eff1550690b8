/**
 * The console's words for WhatsApp conversations (staff read the admin area
 * in English). Kept apart from the farmer's lines (content/whatsapp.ts), so
 * the admin area's scripts carry no language pack.
 */
export const whatsappConsoleCopy = {
  badge: "WhatsApp",
  windowOpen: (left: string) => `Replies open for ${left}`,
  windowClosed: "The 24-hour window has closed: only an approved template can be sent.",
  windowNever: "The farmer has not written yet: only an approved template can be sent.",
  optedOut: "This farmer wrote STOP: nothing can be sent until they write again.",
  templatesTitle: "Approved templates",
  templateLabel: "Template",
  chooseTemplate: "Choose a template",
  noTemplates: "No approved templates. Create one in WhatsApp Manager, then sync.",
  syncTemplates: "Sync templates",
  syncing: "Syncing...",
  valueLabel: (n: number) => `Value {{${n}}}`,
  preview: "Preview",
  sendTemplate: "Send template",
  sendingTemplate: "Sending...",
  sendFailed: "The message could not be sent.",
  delivery: {
    received: "Received",
    queued: "Waiting to send",
    sending: "Sending",
    sent: "Sent",
    delivered: "Delivered",
    read: "Read",
    failed: "Not delivered",
  },
  /** What a message without words shows, and the line stored in the conversation for it. */
  kind: {
    image: "Photo",
    audio: "Audio",
    voice: "Voice note",
    video: "Video",
    document: "Document",
    sticker: "Sticker",
    location: "Location",
    contacts: "Contact card",
    reaction: "Reaction",
    unsupported: "A message WhatsApp could not show us",
    template: "Template",
  },
  openFile: "Open",
  openMap: "Open map",
  fetchingFile: "Fetching the file from WhatsApp...",
  fileFailed: "The file could not be fetched from WhatsApp.",
  /** The WhatsApp panel of a lead's page. */
  leadPanel: {
    title: "WhatsApp",
    intro: "Send this farmer an approved template. It joins their WhatsApp conversation in Live Chat, held by you, so their answer comes to you.",
    sent: "Sent. The conversation is in Live Chat.",
    openChat: "Open Live Chat",
  },
} as const;

export type WhatsAppKindLabel = keyof typeof whatsappConsoleCopy.kind;
