/**
 * The public pages' behaviour without React: each part of a page that acts on
 * its own (the menu, the chat button, a carousel...) is server-rendered markup
 * with a `data-island` name, and here that name finds the few lines of plain
 * code that bring it to life. Public pages load only this (see decision 0030):
 * React itself arrives only with the chat panel, when a visitor opens it.
 *
 * This table is the one list of them; a route's handle says whether a page
 * runs this script or hydrates (lib/page-scripts.tsx), and only the admin
 * area hydrates.
 */
import { startOfflineReading } from "~/offline/register";
import { enhanceNav } from "./nav";
import { enhanceLanguageSuggestion, enhanceLanguageSwitch } from "./language";
import { enhanceChatLauncher } from "./chat-launcher";
import { enhancePlacesMap } from "./places-map";
import { enhanceResourceLibrary } from "./resource-library";
import { enhanceLeadForm } from "./lead-form";
import { enhanceTabs } from "./tabs";
import { enhanceShare } from "./share";
import { enhanceBusy } from "./busy";
import { enhanceReveal } from "./reveal";
import { enhanceFallbackImage } from "./fallback-image";
import { enhanceCarousel } from "./carousel";
import { enhanceMediaStrip } from "./media-strip";
import { renderSectionsInTurn } from "./sections";
import { afterFirstPaint } from "./first-paint";
import { fullStylesheetAfterFirstPaint } from "./full-stylesheet";
import { NEW_MARKUP } from "./new-markup";
import { loadBrowserCopy } from "~/lib/browser-copy";

export type Enhancer = (el: HTMLElement) => void;

/**
 * An island too large to ride in every page's script: its module is fetched
 * only by a page that has one (the clinic finder), and only once the page has
 * painted, so it never competes with the first screen's bytes.
 */
function lazy(load: () => Promise<Enhancer>): (el: HTMLElement) => Promise<void> {
  return async (el) => {
    await new Promise<void>((painted) => afterFirstPaint(painted));
    (await load())(el);
  };
}

/** "Use my location" and its lines, the finder's copy in the page's language. */
const nearMe = lazy(() => Promise.all([import("./near-me"), loadBrowserCopy("finder")]).then(([m, copy]) => (el: HTMLElement) => m.enhanceNearMe(el, copy.clinicFinder.near)));

/** Every island by name; a page's markup says which ones it has. */
const islands: Record<string, Enhancer | ((el: HTMLElement) => Promise<void>)> = {
  nav: enhanceNav,
  "language-switch": enhanceLanguageSwitch,
  "language-suggestion": enhanceLanguageSuggestion,
  "chat-launcher": enhanceChatLauncher,
  "places-map": enhancePlacesMap,
  "resource-library": enhanceResourceLibrary,
  "lead-form": enhanceLeadForm,
  tabs: enhanceTabs,
  share: enhanceShare,
  busy: enhanceBusy,
  reveal: enhanceReveal,
  "fallback-image": enhanceFallbackImage,
  carousel: enhanceCarousel,
  "media-strip": enhanceMediaStrip,
  // "Use my location" beside the nearest-clinics form: its script is fetched only where the phone can
  // tell its position; elsewhere the button, drawn with the page, is hidden rather than doing nothing.
  "near-me": (el) => ("geolocation" in navigator ? nearMe(el) : el.querySelector("button[data-near-me]")?.setAttribute("hidden", "")),
  // The finder's island and its copy in the page's language, side by side (decision 0036).
  "clinic-finder": lazy(() => Promise.all([import("./clinic-finder"), loadBrowserCopy("finder")]).then(([m, copy]) => (el: HTMLElement) => m.enhanceClinicFinder(el, copy.clinicFinder))),
};

/** Brings every island under `root` to life, once each; resolves when the lazy ones are live too. */
export async function enhanceIslands(root: ParentNode = document): Promise<void> {
  const pending: Promise<void>[] = [];
  const failed = (el: HTMLElement) => (err: unknown) => {
    // One broken part must not take the rest of the page with it; the markup still works without it.
    console.error(`island ${el.dataset.island} failed`, err);
  };
  for (const el of root.querySelectorAll<HTMLElement>("[data-island]")) {
    if (el.dataset.islandLive !== undefined) continue;
    const enhance = islands[el.dataset.island ?? ""];
    if (!enhance) continue;
    el.dataset.islandLive = "";
    try {
      const done = enhance(el);
      if (done) pending.push(done.catch(failed(el)));
    } catch (err) {
      failed(el)(err);
    }
  }
  await Promise.all(pending);
}

/** The whole public page: its full stylesheet, its islands, its sections below the first screen, offline reading, and the mark that the page is live. */
export async function enhancePage() {
  renderSectionsInTurn(document, fullStylesheetAfterFirstPaint());
  document.addEventListener(NEW_MARKUP, (e) => void enhanceIslands(e.target as HTMLElement));
  await enhanceIslands(document);
  startOfflineReading();
  document.documentElement.dataset.live = "";
}
