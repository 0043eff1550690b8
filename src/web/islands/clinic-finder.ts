import type { ClinicFinderContent } from "@content/clinic-finder";
import { directionsUrl, filterClinics, filtersToSearch, hasFilters, telHref, type ClinicFilters } from "@shared/clinics.ts";
import { CLINICS_JSON_LD_ID, finderClinicFromJsonLd, type ClinicJsonLd, type FinderClinic } from "~/features/clinics/clinic-json-ld";
import { announceNewMarkup, freshCopy } from "./new-markup";
import { ANSWERED } from "./lead-form";
import { mapFromMarkup } from "./places-map";

/**
 * The clinic finder made live (`data-island="clinic-finder"`, see
 * ClinicFinder.tsx for the markup). Without it the finder is a GET form and
 * each clinic has its own view; with it:
 * - the filters apply as they change: cards show or hide, the count and the
 *   address follow, and the map shows the listed clinics;
 * - View Details (or a marker) selects a clinic and opens the details dialog
 *   with the map's popup; Book a Soil Test opens the booking form in it;
 * - Reset View clears the selection, closes both and recentres the map.
 */
export function enhanceClinicFinder(root: HTMLElement, t: ClinicFinderContent) {
  const form = root.querySelector<HTMLFormElement>("[data-finder-filters]");
  const search = form?.querySelector<HTMLInputElement>("input[name=q]");
  const state = form?.querySelector<HTMLSelectElement>("select[name=state]");
  // The clinics from the page's structured data; the state filter's options pair each
  // state as the page names it with its stored name, the filter's value.
  const stateKeys = new Map([...(state?.options ?? [])].map((o) => [o.text, o.value]));
  const graph = (JSON.parse(document.getElementById(CLINICS_JSON_LD_ID)?.textContent ?? "{}") as { "@graph"?: ClinicJsonLd[] })["@graph"] ?? [];
  const clinics: FinderClinic[] = graph.map((node) => finderClinicFromJsonLd(node, (s) => stateKeys.get(s) ?? s));
  const byId = new Map(clinics.map((c) => [c.id, c]));
  const count = root.querySelector<HTMLElement>("#clinic-count");
  const empty = root.querySelector<HTMLElement>("[data-finder-empty]");
  const items = [...root.querySelectorAll<HTMLElement>("[data-finder-item]")];
  const cardOf = (id: string) => items.find((item) => item.dataset.finderItem === id);
  const base = root.dataset.finderBase ?? location.pathname;
  let selectedId: string | null = null;

  const readFilters = (): ClinicFilters => ({
    query: search?.value ?? "",
    state: state?.value ?? "",
    services: [...(form?.querySelectorAll<HTMLInputElement>("input[name=service]:checked") ?? [])].map((i) => i.value),
  });
  let filters = readFilters();
  const listed = () => filterClinics(clinics, filters);
  const fitKey = () => JSON.stringify([filters.query.trim().toLowerCase(), filters.state, filters.services]);

  // The map: the same controller a document page's map island runs, driven by the list.
  // PlacesMap with island={false}: this island drives the map, not the map's own.
  const region = root.querySelector<HTMLElement>("[data-map-status]");
  const map = region ? mapFromMarkup(region, (id) => select(id)).controller : null;
  const showOnMap = () => map?.show({ places: listed(), frame: hasFilters(filters) ? "places" : "default", fitKey: fitKey(), selectedId });

  function applyFilters() {
    filters = readFilters();
    const shown = new Set(listed().map((c) => c.id));
    for (const li of items) li.hidden = !shown.has(li.dataset.finderItem ?? "");
    if (empty) empty.hidden = shown.size > 0;
    if (count) count.textContent = t.count(shown.size);
    // The address follows, so a filtered view can be shared or reloaded.
    history.replaceState(history.state, "", `${base}${filtersToSearch(filters)}`);
    showOnMap();
  }

  form?.addEventListener("input", applyFilters);
  form?.addEventListener("change", applyFilters);
  form?.addEventListener("submit", (e) => {
    e.preventDefault();
    applyFilters();
  });
  root.querySelector("[data-finder-clear]")?.addEventListener("click", (e) => {
    e.preventDefault();
    if (search) search.value = "";
    if (state) state.value = "";
    for (const box of form?.querySelectorAll<HTMLInputElement>("input[name=service]") ?? []) box.checked = false;
    applyFilters();
  });

  // The dialog: a clinic's details, or the booking form. A page with a booking's answer has it
  // already; otherwise it is fetched once the page is in (it is not in the first response,
  // decision 0030), and a click before it is here waits for it.
  let dialog: HTMLDialogElement | null = null;
  let title: HTMLElement | null = null;
  let intro: HTMLElement | null = null;
  let details: HTMLElement | null = null;
  // The booking form's section as the server sent it: each new booking starts from a fresh copy.
  let pristine: HTMLElement | undefined;
  // The section itself is replaced by each answer to a send, so it is looked up each time.
  const bookingSection = () => dialog?.querySelector<HTMLElement>("[data-finder-dialog-booking]") ?? null;
  let bookingFor: string | null = null;
  let bookingFromDetails = false;

  function attachDialog(d: HTMLDialogElement) {
    dialog = d;
    title = d.querySelector<HTMLElement>("#finder-dialog-title");
    intro = d.querySelector<HTMLElement>("[data-finder-dialog-intro]");
    details = d.querySelector<HTMLElement>("[data-finder-dialog-details]");
    const first = bookingSection();
    pristine = first ? freshCopy(first) : undefined;
    d.addEventListener("click", onDialogClick);
  }

  let dialogReady: Promise<HTMLDialogElement | null> | null = null;
  function loadDialog(): Promise<HTMLDialogElement | null> {
    const inPage = root.querySelector<HTMLDialogElement>("dialog[data-finder-dialog]");
    if (inPage && !dialog) attachDialog(inPage);
    if (dialog) return Promise.resolve(dialog);
    const src = root.dataset.finderDialogSrc;
    if (!src) return Promise.resolve(null);
    dialogReady ??= fetch(src, { credentials: "same-origin", headers: { Accept: "text/html" } })
      .then((res) => (res.ok ? res.text() : Promise.reject(new Error(`${src}: ${res.status}`))))
      .then((html) => {
        const sent = new DOMParser().parseFromString(html, "text/html").querySelector("dialog[data-finder-dialog]");
        if (!sent) throw new Error(`${src}: no dialog`);
        const d = document.importNode(sent, true) as HTMLDialogElement;
        root.append(d);
        attachDialog(d);
        announceNewMarkup(d);
        return d;
      })
      .catch(() => {
        // Tried again at the next click; meanwhile that click follows its link (the clinic's own view).
        dialogReady = null;
        return null;
      });
    return dialogReady;
  }
  // Fetched while the visitor reads the list, so it is there at the first click.
  const whenIdle = (run: () => void) => ("requestIdleCallback" in window ? requestIdleCallback(run, { timeout: 3000 }) : setTimeout(run, 500));
  if (document.readyState === "complete") whenIdle(() => void loadDialog());
  else addEventListener("load", () => whenIdle(() => void loadDialog()), { once: true });

  /** Runs `open` once the dialog is here; without it (no signal), goes to `fallback`, the clinic's own view. */
  function withDialog(open: () => void, fallback: string | undefined) {
    void loadDialog().then((d) => {
      if (d) open();
      else if (fallback) location.assign(fallback);
    });
  }
  const viewHref = (id: string) => cardOf(id)?.querySelector<HTMLAnchorElement>("[data-finder-view]")?.href;

  function select(id: string) {
    selectedId = id;
    for (const item of items) item.querySelector("article")?.toggleAttribute("data-selected", item.dataset.finderItem === id);
    showOnMap();
    withDialog(() => openDetails(id), viewHref(id));
  }

  function openDetails(id: string) {
    const clinic = byId.get(id);
    const template = dialog?.querySelector<HTMLTemplateElement>("template[data-finder-details]");
    if (!dialog || !clinic || !template || !details) return;
    if (title) title.textContent = clinic.name;
    if (intro) intro.hidden = true;
    details.replaceChildren(clinicDetails(template, clinic));
    details.hidden = false;
    const booking = bookingSection();
    if (booking) booking.hidden = true;
    open();
  }

  function openBooking(id: string, fromDetails: boolean) {
    const clinic = byId.get(id);
    let booking = bookingSection();
    if (!dialog || !clinic || !booking) return;
    // A booking for another clinic, or after one was sent, starts from an empty form.
    if (bookingFor !== id || booking.querySelector("[role=status]")) booking = resetBooking() ?? booking;
    bookingFor = id;
    bookingFromDetails = fromDetails;
    prepareBooking(booking, clinic);
    if (title) title.textContent = t.booking.title;
    if (intro) {
      intro.textContent = t.booking.intro(clinic.name);
      intro.hidden = false;
    }
    if (details) {
      details.hidden = true;
      details.replaceChildren();
    }
    booking.hidden = false;
    open();
    booking.querySelector<HTMLElement>("input:not([type=hidden]):not([tabindex='-1'])")?.focus();
  }

  /** The details template (ClinicDetails.tsx without a clinic) filled with this clinic. */
  function clinicDetails(template: HTMLTemplateElement, clinic: FinderClinic): DocumentFragment {
    const view = template.content.cloneNode(true) as DocumentFragment;
    const slot = <E extends HTMLElement = HTMLElement>(name: string) => view.querySelector<E>(`[data-slot="${name}"]`);
    slot("address")!.textContent = clinic.address;
    slot("location")!.textContent = `${clinic.district}, ${clinic.state}`;
    // The card's own service chips, in the page's language.
    const chips = cardOf(clinic.id)?.querySelector("ul");
    if (chips) slot("services")!.replaceChildren(chips.cloneNode(true));
    const contact = (name: string, value: string | null, href: (v: string) => string) => {
      const link = slot<HTMLAnchorElement>(name);
      if (value && link) {
        link.href = href(value);
        link.querySelector(`[data-slot="${name}-text"]`)!.textContent = value;
        slot(`${name}-missing`)?.remove();
      } else link?.remove();
    };
    contact("phone", clinic.phone, telHref);
    contact("email", clinic.email, (v) => `mailto:${v}`);
    view.querySelector<HTMLElement>("[data-finder-book-from-details]")!.dataset.finderBookFromDetails = clinic.id;
    slot<HTMLAnchorElement>("directions")!.href = directionsUrl(clinic);
    return view;
  }

  /** The one booking form set to this clinic: its id, the services it offers, a way back to its details, its name in the thank-you. */
  function prepareBooking(booking: HTMLElement, clinic: FinderClinic) {
    const clinicField = booking.querySelector<HTMLInputElement>("input[name=clinic_id]");
    if (clinicField) clinicField.value = clinic.id;
    // Posted to the list as it is filtered (not a clinic's own view): the answer is the dialog's.
    const form = booking.querySelector("form");
    if (form) form.action = `${base}${filtersToSearch(filters)}#${booking.id}`;
    for (const box of booking.querySelectorAll<HTMLInputElement>("input[name=services]")) {
      const offered = (clinic.services as readonly string[]).includes(box.value);
      const label = box.closest("label");
      if (label) label.hidden = !offered;
      if (!offered) box.checked = false;
    }
    const fieldset = booking.querySelector("fieldset");
    if (fieldset) fieldset.hidden = clinic.services.length === 0;
    const back = booking.querySelector<HTMLElement>("[data-booking-back]");
    if (back) back.hidden = !bookingFromDetails;
    const thanks = booking.querySelector<HTMLElement>("[data-booking-thanks]");
    if (thanks) thanks.textContent = t.booking.thanksBody(clinic.name);
    // The intro ("... will call you") is for the form; the thank-you says it all.
    if (intro) intro.hidden = booking.querySelector("[role=status]") !== null;
  }

  function resetBooking() {
    const booking = bookingSection();
    if (!booking || !pristine) return null;
    const fresh = freshCopy(pristine);
    booking.replaceWith(fresh);
    announceNewMarkup(fresh);
    return fresh;
  }

  function open() {
    if (dialog && !dialog.open) dialog.showModal();
  }
  function close() {
    if (dialog?.open) dialog.close();
  }

  function onDialogClick(e: MouseEvent) {
    const target = e.target as Element;
    // A click on the backdrop (the dialog element itself, outside its box) closes it.
    if (target === dialog) return close();
    if (target.closest("[data-finder-dialog-close], [data-booking-done]")) return close();
    if (target.closest("[data-booking-back]") && bookingFor) return openDetails(bookingFor);
    const book = target.closest<HTMLElement>("[data-finder-book-from-details]");
    if (book?.dataset.finderBookFromDetails) openBooking(book.dataset.finderBookFromDetails, true);
  }
  // The page's answer to a booking replaced the form's section: set it up for the clinic again.
  root.addEventListener(ANSWERED, (e) => {
    const booking = bookingSection();
    const clinic = bookingFor ? byId.get(bookingFor) : undefined;
    if (booking && clinic && e.target === booking) prepareBooking(booking, clinic);
  });

  // The cards' buttons are links to each clinic's own view without scripts.
  root.addEventListener("click", (e) => {
    const me = e as MouseEvent;
    if (me.metaKey || me.ctrlKey || me.shiftKey || me.button !== 0) return;
    const target = e.target as Element;
    // A card's buttons name no clinic: the card's list item does.
    const cardId = target.closest<HTMLElement>("[data-finder-item]")?.dataset.finderItem;
    const view = cardId ? target.closest("[data-finder-view]") : null;
    const book = cardId ? target.closest("[data-finder-book]") : null;
    const reset = target.closest<HTMLElement>("[data-finder-reset]");
    if (view && cardId) {
      e.preventDefault();
      select(cardId);
    } else if (book && cardId) {
      e.preventDefault();
      withDialog(() => openBooking(cardId, false), (book as HTMLAnchorElement).href);
    } else if (reset) {
      e.preventDefault();
      resetView();
    }
  });
  // They announce themselves as buttons, so Space presses them too.
  root.addEventListener("keydown", (e) => {
    if (e.key !== " ") return;
    const el = (e.target as Element).closest<HTMLElement>("[data-finder-view], [data-finder-book], [data-finder-reset]");
    if (!el) return;
    e.preventDefault();
    el.click();
  });

  function resetView() {
    selectedId = null;
    for (const card of root.querySelectorAll<HTMLElement>("[data-selected]")) card.removeAttribute("data-selected");
    close();
    map?.reset();
    showOnMap();
  }

  // The island comes once the page has painted, a moment after the list: what a visitor
  // typed or ticked meanwhile (or the browser restored on Back) counts as if typed now.
  if (form && changedSinceServed(form)) applyFilters();
  else showOnMap();
}

/** Whether any of the filters differs from the page as the server sent it. */
function changedSinceServed(form: HTMLFormElement): boolean {
  return [...form.elements].some((el) => {
    if (el instanceof HTMLInputElement) return el.type === "checkbox" || el.type === "radio" ? el.checked !== el.defaultChecked : el.value !== el.defaultValue;
    if (el instanceof HTMLSelectElement) return [...el.options].some((o) => o.selected !== o.defaultSelected);
    return false;
  });
}
