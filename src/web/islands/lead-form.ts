import { announceNewMarkup } from "./new-markup";

/** Dispatched (bubbling) by a form's new section once the page's answer replaced the old one. */
export const ANSWERED = "lead-form:answered";

/**
 * A lead form on a document page (`data-island="lead-form"`: contact, partner,
 * CSR, newsletter). Without scripts it is a plain form post that returns to
 * the form's section (`data-anchor`). Here it posts in place: the server
 * answers with the same page it would send a plain post, and the form's
 * section is swapped for the answer's (the thank-you, or the fields with their
 * messages, in the page's language). A send that never reaches the server
 * (the signal dropped) leaves the form as it is, with everything typed, and
 * says so; nothing the visitor wrote is lost.
 */
export function enhanceLeadForm(el: HTMLElement) {
  if (!(el instanceof HTMLFormElement)) return;
  const form = el;
  let busy = false;

  form.addEventListener("submit", (e) => {
    if (e.defaultPrevented) return;
    e.preventDefault();
    if (busy) return;
    void send(e.submitter);
  });

  async function send(submitter: HTMLElement | null) {
    const section = form.dataset.anchor ? document.getElementById(form.dataset.anchor) : null;
    // Page forms post URL-encoded, as a plain form does.
    const body = new URLSearchParams();
    for (const [k, v] of new FormData(form, submitter)) if (typeof v === "string") body.append(k, v);
    const done = setBusy();
    let html: string;
    try {
      const res = await fetch(form.action, { method: "POST", body, credentials: "same-origin", headers: { Accept: "text/html" } });
      html = await res.text();
    } catch {
      done();
      return alert(form.dataset.offlineMessage);
    }
    const next = section && form.dataset.anchor ? new DOMParser().parseFromString(html, "text/html").getElementById(form.dataset.anchor) : null;
    if (!section || !next) {
      done();
      return alert(form.dataset.serverMessage);
    }
    const fresh = document.importNode(next, true);
    // The section keeps showing as it did (the page's answer has it as the page first rendered it).
    fresh.hidden = section.hidden;
    section.replaceWith(fresh);
    announceNewMarkup(fresh);
    // For an island around the form (the clinic finder's dialog) to set the answer up for its clinic.
    fresh.dispatchEvent(new CustomEvent(ANSWERED, { bubbles: true }));
    settle(fresh);
  }

  /** The submit button says it is sending and cannot be pressed twice; returns the undo. */
  function setBusy() {
    busy = true;
    const button = form.querySelector<HTMLButtonElement>("button[type=submit]");
    const label = button?.textContent ?? "";
    if (button) {
      button.disabled = true;
      button.setAttribute("aria-disabled", "true");
      if (form.dataset.busyLabel) button.textContent = form.dataset.busyLabel;
    }
    return () => {
      busy = false;
      if (!button) return;
      button.disabled = false;
      button.removeAttribute("aria-disabled");
      button.textContent = label;
    };
  }

  function alert(message: string | undefined) {
    const box = form.querySelector<HTMLElement>("[data-form-alert]");
    if (!box || !message) return;
    // Emptied first, so a second failure with the same words is announced again.
    box.textContent = "";
    box.hidden = false;
    requestAnimationFrame(() => {
      box.textContent = message;
      box.scrollIntoView({ block: "nearest" });
    });
  }
}

/** After the answer arrives: the thank-you, or the first field to fix, comes into view and takes focus. */
function settle(section: HTMLElement) {
  const target =
    section.querySelector<HTMLElement>("[role=status]") ??
    section.querySelector<HTMLElement>("[aria-invalid=true]") ??
    section.querySelector<HTMLElement>("[data-form-alert]:not([hidden])");
  // A thank-you is read from the section's top; a field to fix is brought to the middle of the
  // screen with its message (on a phone it can sit a screen or more below the section's top).
  if (target?.getAttribute("aria-invalid") === "true") target.scrollIntoView({ block: "center" });
  else section.scrollIntoView({ block: "start" });
  target?.focus({ preventScroll: true });
}
