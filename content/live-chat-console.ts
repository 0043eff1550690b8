/**
 * Copy of the agent's live chat console (/admin/chat). Quoted texts of the
 * specification are verbatim: the two buttons, the offline banner and both
 * empty states.
 */
export const liveChatConsoleCopy = {
  title: "Live Chat",
  intro: "Answer visitors who asked for a person in the chat widget, and farmers who write on WhatsApp.",
  goOnline: "Go Online",
  visitorTyping: "The visitor is typing…",
  goOffline: "Go Offline",
  goingOnline: "Going online...",
  goingOffline: "Going offline...",
  statusOnline: "Online",
  statusOffline: "Offline",
  offlineBanner: 'You are currently offline. Click "Go Online" to start receiving chat requests from customers.',
  onlineFailed: "You could not be set online. Check your connection and try again.",
  droppedOffline: "You were set offline (another tab went offline, or the connection was lost). Click \"Go Online\" to continue.",
  transportStream: "Live updates",
  transportPolling: "Checking every 3 s",
  waitingTitle: "Waiting customers",
  noWaiting: "No customers waiting",
  take: "Take",
  taking: "Taking...",
  takeWhileOffline: "Go online to take chats",
  waitingFor: (duration: string) => `Waiting ${duration}`,
  /** A waiting chat whose visitor was left without an answer (nobody took it in time, or the agent left). */
  unanswered: "Unanswered",
  unansweredHint: "Nobody answered this visitor yet, or their agent left: they are waiting for a reply.",
  activeTitle: "Active chats",
  noActive: "No active chats",
  noActiveHint: "Take a waiting session to start chatting",
  minimise: "Minimise",
  expand: "Expand",
  endChat: "End Chat",
  ending: "Ending...",
  messageLabel: "Reply to the customer",
  messagePlaceholder: "Type your reply...",
  send: "Send",
  noMessagesYet: "No messages yet. Say hello!",
  lead: {
    email: "Email",
    phone: "Phone",
    location: "Location",
    source: "Source",
    language: "Language",
    notGiven: "Not given",
  },
  unknownLocation: "Location not given",
  /** Tab title while the tab is in the background and something new arrived. */
  titleCount: (n: number, title: string) => `(${n}) ${title}`,
  notifyNewVisitor: (name: string) => `${name} is waiting to chat`,
  notifyNewMessage: (name: string) => `New message from ${name}`,
} as const;
