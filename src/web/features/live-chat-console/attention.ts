/**
 * Getting the agent's attention while the console's tab is in the background:
 * a short beep (Web Audio, nothing to download), a count in the tab title and,
 * if the agent allowed it, a desktop notification.
 */
import { liveChatConsoleCopy as copy } from "@content/live-chat-console.ts";

const COUNT_PREFIX = /^\(\d+\) /;

function tabIsAway(): boolean {
  return typeof document !== "undefined" && (document.visibilityState === "hidden" || !document.hasFocus());
}

export class Attention {
  private audio: AudioContext | undefined;
  private unread = 0;

  /**
   * Called from a click (Go Online): browsers allow sound and the notification
   * prompt only after a user gesture.
   */
  prepare() {
    try {
      const Ctx = window.AudioContext ?? (window as unknown as { webkitAudioContext?: typeof AudioContext }).webkitAudioContext;
      if (Ctx && !this.audio) this.audio = new Ctx();
      void this.audio?.resume().catch(() => {});
    } catch {
      /* no audio: the title and notifications still work */
    }
    if (typeof Notification !== "undefined" && Notification.permission === "default") {
      void Notification.requestPermission().catch(() => {});
    }
  }

  /** Something new arrived: tell the agent if they are looking elsewhere. */
  notify(text: string) {
    if (!tabIsAway()) return;
    this.unread += 1;
    this.showCount();
    this.beep();
    if (typeof Notification !== "undefined" && Notification.permission === "granted") {
      try {
        const n = new Notification(copy.title, { body: text, tag: "live-chat-console", silent: true });
        n.onclick = () => {
          window.focus();
          n.close();
        };
      } catch {
        /* some platforms only allow notifications from a service worker */
      }
    }
  }

  /** The agent is back on the tab. */
  seen() {
    this.unread = 0;
    document.title = document.title.replace(COUNT_PREFIX, "");
  }

  get count() {
    return this.unread;
  }

  private showCount() {
    document.title = copy.titleCount(this.unread, document.title.replace(COUNT_PREFIX, ""));
  }

  private beep() {
    const ctx = this.audio;
    if (!ctx || ctx.state !== "running") return;
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    osc.type = "sine";
    osc.frequency.value = 880;
    const t = ctx.currentTime;
    gain.gain.setValueAtTime(0.0001, t);
    gain.gain.exponentialRampToValueAtTime(0.2, t + 0.02);
    gain.gain.exponentialRampToValueAtTime(0.0001, t + 0.25);
    osc.connect(gain).connect(ctx.destination);
    osc.start(t);
    osc.stop(t + 0.3);
  }

  close() {
    this.seen();
    void this.audio?.close().catch(() => {});
    this.audio = undefined;
  }
}
