import type { MapPlace } from "./leaflet-map.ts";
import type { PlacesMapIslandOptions } from "./places-map-options";

export type { MapPlace };

export interface PlacesMapLabels {
  label: string;
  loading: string;
  error: string;
  errorDetail?: string;
  tilesFailed: string;
  /**
   * What a marker is called: a pattern in which "{name}" stands for the place's
   * name ("{name}: show details"), or a function of the name. The map's markup
   * carries the pattern (a function is turned into one by calling it with
   * "{name}"), so a function must only put the name in its place.
   */
  markerLabel: string | ((name: string) => string);
  /** Said under the still picture shown until the live map is built. */
  stillNote?: string;
}

interface Props {
  places: readonly MapPlace[];
  center: readonly [number, number];
  zoom: number;
  heightPx: number;
  labels: PlacesMapLabels;
  /** Frame the listed places (a filtered list), or show the default view (everything). */
  frame?: "places" | "default";
  className?: string;
  /**
   * False when another island drives the map (the clinic finder's, with its
   * filters, selection and Reset View): the markup carries its options but does
   * not run the `places-map` island itself.
   */
  island?: boolean;
}

const labelPattern = (markerLabel: PlacesMapLabels["markerLabel"]) => (typeof markerLabel === "string" ? markerLabel : markerLabel("{name}"));
/**
 * A Leaflet map of places. Leaflet is fetched only when the map comes on
 * screen, so a slow phone shows the page (and the server-rendered list) first.
 * Without tiles (offline) the markers still work; if Leaflet itself cannot
 * load, the map says so and the rest of the page is unaffected.
 *
 * Its behaviour is places-map-controller.ts (decision 0022): the markup
 * carries its options, and the `places-map` island runs the controller, or
 * the island around it does (the clinic finder's).
 */
export function PlacesMap({ places, center, zoom, heightPx, labels, frame = "default", className, island = true }: Props) {
  const options: PlacesMapIslandOptions = {
    // An island that drives the map has the places already (the finder's data): not written twice.
    places: island ? places.map(({ id, name, address, phone, lat, lng }) => ({ id, name, address, phone: phone ?? null, lat, lng })) : [],
    center: [center[0], center[1]],
    zoom,
    frame,
    markerLabel: labelPattern(labels.markerLabel),
  };
  // React escapes the attribute, so names and addresses cannot break out of it.
  return <PlacesMapMarkup {...{ places, center, zoom, heightPx, labels, className }} options={JSON.stringify(options)} island={island} />;
}

/**
 * The map's markup, the same before and after scripts: the region (its state
 * in `data-map-status`, which the overlays' classes follow), the box Leaflet
 * fills, and over it the still picture, "loading" and "error", of which the
 * status shows one; the tiles notice is shown by the controller.
 */
function PlacesMapMarkup({
  places,
  center,
  zoom,
  heightPx,
  labels,
  className,
  options,
  island = false,
}: {
  places: readonly MapPlace[];
  center: readonly [number, number];
  zoom: number;
  heightPx: number;
  labels: PlacesMapLabels;
  className?: string;
  /** The options of a document page's map, as JSON (see places-map-options.ts). */
  options?: string;
  /** Whether the markup runs the `places-map` island itself. */
  island?: boolean;
}) {
  return (
    <div
      role="region"
      aria-label={labels.label}
      className={`group/map relative isolate overflow-hidden rounded-3xl border border-soil-200 bg-forest-50 shadow-card ${className ?? ""}`}
      style={{ height: heightPx }}
      data-island={island && options ? "places-map" : undefined}
      data-map-options={options}
      data-map-status="waiting"
      data-center={`${center[0].toFixed(4)},${center[1].toFixed(4)}`}
      data-zoom={zoom}
    >
      <div data-map-box="" className="places-map absolute inset-0" />
      {/* Until the live map is built (and without scripts) the still picture's list scrolls: a tab stop, so the keyboard can scroll it too. */}
      <div
        tabIndex={0}
        role="group"
        aria-label={labels.label}
        className="absolute inset-0 z-[500] flex flex-col items-center justify-center bg-forest-50 px-6 text-center focus-visible:outline-2 focus-visible:outline-offset-[-4px] focus-visible:outline-forest-700 group-data-[map-status=ready]/map:hidden group-data-[map-status=waiting]/map:justify-start group-data-[map-status=waiting]/map:overflow-y-auto group-data-[map-status=waiting]/map:py-4">
        {/* Each message is in the page (and the accessibility tree) only while the status is its own. */}
        <div role="alert" className="hidden max-w-sm group-data-[map-status=error]/map:block">
          <p className="font-semibold text-red-800">{labels.error}</p>
          {labels.errorDetail ? <p className="mt-1 text-sm text-muted">{labels.errorDetail}</p> : null}
        </div>
        <p role="status" className="hidden items-center gap-3 font-medium text-forest-800 group-data-[map-status=loading]/map:flex">
          <span aria-hidden="true" className="size-5 rounded-full border-2 border-forest-300 border-t-forest-700 motion-safe:animate-spin" />
          {labels.loading}
        </p>
        <StillMap places={places} note={labels.stillNote} />
      </div>
      <p data-map-tiles-failed="" role="status" hidden className="absolute left-14 right-3 top-3 z-[500] rounded-lg bg-white/95 px-3 py-2 text-center text-sm text-ink shadow-card">
        {labels.tilesFailed}
      </p>
    </div>
  );
}

/**
 * What the map area shows before the live map is built, and all the time
 * without scripts: a still picture of where the places are (their positions
 * drawn to scale) and their names as text, instead of a spinner that never ends.
 */
function StillMap({ places, note }: { places: readonly MapPlace[]; note?: string }) {
  const w = 320;
  const h = 180;
  const lats = places.map((p) => p.lat);
  const lngs = places.map((p) => p.lng);
  const [minLat, maxLat, minLng, maxLng] = [Math.min(...lats), Math.max(...lats), Math.min(...lngs), Math.max(...lngs)];
  const pad = 16;
  const scale = Math.min((w - 2 * pad) / Math.max(maxLng - minLng, 1), (h - 2 * pad) / Math.max(maxLat - minLat, 1));
  const x = (lng: number) => w / 2 + (lng - (minLng + maxLng) / 2) * scale;
  const y = (lat: number) => h / 2 - (lat - (minLat + maxLat) / 2) * scale;
  return (
    <div data-map-still="" className="hidden w-full max-w-md group-data-[map-status=waiting]/map:block">
      {places.length > 0 ? (
        <svg viewBox={`0 0 ${w} ${h}`} role="img" aria-hidden="true" className="mx-auto h-auto w-full max-w-xs rounded-2xl bg-white/70">
          <g fill="var(--color-forest-700, #2f6b3f)" stroke="#fff" strokeWidth="1.5">
            {places.map((p) => (
              <circle key={p.id} cx={x(p.lng).toFixed(1)} cy={y(p.lat).toFixed(1)} r="6" />
            ))}
          </g>
        </svg>
      ) : null}
      {note ? <p className="mt-3 text-sm text-muted">{note}</p> : null}
      <ul className="mt-2 space-y-1 text-left text-sm text-ink">
        {places.map((p) => (
          <li key={p.id}>
            <span className="font-semibold">{p.name}</span>, {p.address}
          </li>
        ))}
      </ul>
    </div>
  );
}
