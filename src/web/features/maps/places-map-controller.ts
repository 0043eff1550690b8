/**
 * The behaviour of a map of places (PlacesMap.tsx renders its markup), in
 * plain code: the `places-map` island runs it, and so does the clinic finder's
 * island, with its selection, filters and Reset View.
 *
 * It stays small: Leaflet, its stylesheet and the tile settings are in
 * leaflet-map.ts, imported only once the map is on screen, so a visitor who
 * reads only the page above it never pays for them.
 */
import type { MapPlace, PlacesMap } from "./leaflet-map.ts";

/** Where the map is: `data-map-status` on the region, which the overlays' classes follow. */
export type MapStatus = "waiting" | "loading" | "ready" | "error";

/** What the map shows; the clinic finder changes it as the visitor filters and chooses. */
export interface MapView {
  places: readonly MapPlace[];
  /** Frame the listed places (a filtered list), or show the default view (everything). */
  frame: "places" | "default";
  /** Changes when the visitor changes the filters: the map then reframes. */
  fitKey: string;
  selectedId: string | null;
}

export interface PlacesMapControllerOptions {
  center: readonly [number, number];
  zoom: number;
  /** What a marker is called to assistive technology and in its tooltip. */
  markerLabel: (name: string) => string;
  /** A marker was chosen (click, Enter or Space). */
  onSelect?: (id: string) => void;
}

export interface PlacesMapController {
  /** Shows these places (now, or as soon as the live map is built). */
  show(view: MapView): void;
  /** Reset View: closes the popup and returns to the first view. */
  reset(): void;
  destroy(): void;
}

const at = (center: readonly [number, number]) => `${center[0].toFixed(4)},${center[1].toFixed(4)}`;

/**
 * A marker's label from its pattern in the content: "{name}" stands for the
 * place's name ("{name}: show details").
 */
export function fillMarkerLabel(pattern: string, name: string) {
  return pattern.split("{name}").join(name);
}

/**
 * Brings the map region (the element with `data-map-status`) to life: once it
 * comes on screen, Leaflet is fetched and the live map replaces the still
 * picture; "loading" and "error" show in the overlays, and a notice says when
 * the tiles cannot load (offline) while the markers still work.
 */
export function createPlacesMapController(region: HTMLElement, o: PlacesMapControllerOptions): PlacesMapController {
  const box = region.querySelector<HTMLElement>("[data-map-box]") ?? region;
  const tilesNotice = region.querySelector<HTMLElement>("[data-map-tiles-failed]");
  let map: PlacesMap | null = null;
  let cancelled = false;
  let want: MapView | null = null;
  /** The filters the map was last framed for (null: not framed yet). */
  let fitted: string | null = null;
  let selected: string | null = null;

  const setStatus = (status: MapStatus) => {
    region.dataset.mapStatus = status;
  };
  const setView = (center: readonly [number, number], zoom: number) => {
    region.dataset.center = at(center);
    region.dataset.zoom = String(zoom);
  };

  const apply = () => {
    if (!map || !want) return;
    // The first view is framed too: the default one fits every marker on a narrow screen.
    const reframe = fitted === null || fitted !== want.fitKey;
    fitted = want.fitKey;
    map.setPlaces(want.places, reframe ? want.frame : false);
    if (want.selectedId) map.select(want.selectedId);
    else if (selected) map.select(null);
    selected = want.selectedId;
  };

  const load = () => {
    setStatus("loading");
    import("./leaflet-map.ts")
      .then(({ createPlacesMap }) => {
        if (cancelled) return;
        map = createPlacesMap(box, {
          center: o.center,
          zoom: o.zoom,
          onSelect: (id) => o.onSelect?.(id),
          onTileError: () => {
            if (tilesNotice) tilesNotice.hidden = false;
          },
          markerLabel: o.markerLabel,
          onView: setView,
        });
        setStatus("ready");
        apply();
      })
      .catch((err: unknown) => {
        console.warn("The map could not load", err);
        if (!cancelled) setStatus("error");
      });
  };

  setStatus("waiting");
  setView(o.center, o.zoom);
  let observer: IntersectionObserver | undefined;
  if (typeof IntersectionObserver === "undefined") load();
  else {
    observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer?.disconnect();
          load();
        }
      },
      // Only once the map is on screen: its script and tiles are a third of the page's bytes, and
      // a farmer on a data pack who reads only the list above should not pay for them.
      { rootMargin: "0px" },
    );
    observer.observe(box);
  }

  return {
    show(view) {
      want = view;
      apply();
    },
    reset() {
      map?.reset();
    },
    destroy() {
      cancelled = true;
      observer?.disconnect();
      map?.destroy();
      map = null;
      fitted = null;
      selected = null;
      if (tilesNotice) tilesNotice.hidden = true;
      setStatus("waiting");
    },
  };
}
