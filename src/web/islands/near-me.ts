import type { ClinicFinderContent } from "@content/clinic-finder";

/** How long the phone may take to find itself before the farmer is asked to type the place. */
const LOCATE_TIMEOUT_MS = 15_000;
/** A permission prompt left unanswered never ends the request: after this the farmer is asked to type, and an answer that still comes is used. */
const PROMPT_PATIENCE_MS = LOCATE_TIMEOUT_MS + 10_000;

const statusClass = "mt-3 text-sm text-muted empty:hidden";
const failedClass = "mt-3 rounded-lg bg-red-50 px-3 py-2 text-red-800";

/**
 * "Use my location" on the nearest-clinics form (`data-island="near-me"`, see
 * NearestClinics.tsx). Only where the phone can tell its position (elsewhere
 * the islands' table hides the button): it asks for the position (low accuracy
 * is enough to rank clinics by whole kilometres), posts it to the page's own
 * action as the typed search does, and puts the answer's list in place. The server owns the rule (src/server/clinics/nearest.ts);
 * nothing is worked out here. No position (refused, none, too slow) or no
 * answer: one line says to type the place instead, and the field takes focus.
 */
export function enhanceNearMe(section: HTMLElement, t: ClinicFinderContent["near"]) {
  if (!("geolocation" in navigator)) return;
  const form = section.querySelector<HTMLFormElement>("form");
  const field = section.querySelector<HTMLInputElement>("#near-place");
  // Drawn with the page (NearestClinics.tsx), hidden where scripts do not run.
  const button = form?.querySelector<HTMLButtonElement>("button[data-near-me]");
  if (!form || !field || !button) return;

  // Said while locating and, when there is no position, what to do instead.
  const status = document.createElement("p");
  status.id = "near-me-status";
  status.setAttribute("role", "status");
  status.setAttribute("aria-live", "polite");
  status.className = statusClass;
  form.after(status);

  let attempt = 0;
  const busy = (on: boolean) => {
    if (on) button.setAttribute("aria-disabled", "true");
    else button.removeAttribute("aria-disabled");
  };
  const say = (text: string, failed = false) => {
    status.className = failed ? failedClass : statusClass;
    status.textContent = text;
  };
  const describedBy = field.getAttribute("aria-describedby") ?? "";
  /** Back to typing: the line says so, the field takes focus and reads the line with its hint. */
  const typeInstead = () => {
    busy(false);
    say(t.hereFailed, true);
    field.setAttribute("aria-describedby", `${describedBy} ${status.id}`.trim());
    field.focus();
  };

  button.addEventListener("click", () => {
    if (button.getAttribute("aria-disabled") === "true") return;
    const mine = ++attempt;
    busy(true);
    field.setAttribute("aria-describedby", describedBy);
    say(t.locating);
    let answered = false;
    const patience = setTimeout(() => {
      if (!answered && mine === attempt) typeInstead();
    }, PROMPT_PATIENCE_MS);
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        answered = true;
        clearTimeout(patience);
        if (mine !== attempt) return;
        void send(mine, pos.coords.latitude, pos.coords.longitude);
      },
      () => {
        answered = true;
        clearTimeout(patience);
        if (mine === attempt) typeInstead();
      },
      { enableHighAccuracy: false, timeout: LOCATE_TIMEOUT_MS, maximumAge: 10 * 60_000 },
    );
  });

  /** Posts the position as the page's form would and puts the answer's list where the typed search puts it. */
  async function send(mine: number, lat: number, lon: number) {
    // Four decimals (about 10 m) is more than whole kilometres need.
    const body = new URLSearchParams({ intent: "near-me", lat: lat.toFixed(4), lon: lon.toFixed(4) });
    let next: HTMLElement | null = null;
    try {
      const res = await fetch(form!.action, { method: "POST", body, credentials: "same-origin", headers: { Accept: "text/html" } });
      next = new DOMParser().parseFromString(await res.text(), "text/html").getElementById("near-results");
    } catch {
      // No answer (the signal dropped): the same way out as no position.
    }
    if (mine !== attempt) return;
    if (!next) return typeInstead();
    const fresh = document.importNode(next, true);
    const old = section.querySelector("#near-results");
    if (old) old.replaceWith(fresh);
    else section.append(fresh);
    busy(false);
    say("");
    const heading = fresh.querySelector<HTMLElement>("h3");
    if (heading) {
      heading.scrollIntoView({ block: "nearest" });
      heading.focus({ preventScroll: true });
    } else {
      // The position was refused (outside India): the answer's own line says so; type instead.
      fresh.scrollIntoView({ block: "nearest" });
      field!.focus({ preventScroll: true });
    }
  }
}
