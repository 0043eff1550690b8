import { useEffect, useRef, useState } from "react";
import { site } from "@content/site";
import type { MapPlace, PlacesMap as MapApi } from "./leaflet-map.ts";

export type { MapPlace };

export interface PlacesMapLabels {
  label: string;
  loading: string;
  error: string;
  errorDetail?: string;
  tilesFailed: string;
  markerLabel: (name: string) => string;
  /** Said under the still picture shown until the live map is built. */
  stillNote?: string;
}

interface Props {
  places: readonly MapPlace[];
  center: readonly [number, number];
  zoom: number;
  heightPx: number;
  labels: PlacesMapLabels;
  selectedId?: string | null;
  onSelect?: (id: string) => void;
  /** Changes when the visitor changes the filters: the map then reframes. */
  fitKey?: string;
  /** Frame the listed places (a filtered list), or show the default view (everything). */
  frame?: "places" | "default";
  /** Incremented by Reset View: closes the popup and recentres. */
  resetKey?: number;
  className?: string;
}

type Status = "waiting" | "loading" | "ready" | "error";

/**
 * A Leaflet map of places. Leaflet is fetched only when the map comes near the
 * screen, after hydration, so a slow phone shows the page (and the server-rendered
 * list) first. Without tiles (offline) the markers still work; if Leaflet itself
 * cannot load, the map says so and the rest of the page is unaffected.
 */
export function PlacesMap({ places, center, zoom, heightPx, labels, selectedId = null, onSelect, fitKey = "", frame = "default", resetKey = 0, className }: Props) {
  const boxRef = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MapApi | null>(null);
  const [status, setStatus] = useState<Status>("waiting");
  const [tilesFailed, setTilesFailed] = useState(false);
  const [view, setView] = useState<{ center: [number, number]; zoom: number }>({ center: [center[0], center[1]], zoom });
  // The latest props, for callbacks created once when the map is built.
  const latest = useRef({ onSelect, labels });
  useEffect(() => {
    latest.current = { onSelect, labels };
  });

  useEffect(() => {
    const el = boxRef.current;
    if (!el) return;
    let cancelled = false;
    const load = () => {
      setStatus("loading");
      import("./leaflet-map.ts")
        .then(({ createPlacesMap }) => {
          if (cancelled || !boxRef.current) return;
          mapRef.current = createPlacesMap(boxRef.current, {
            center,
            zoom,
            tileUrl: site.map.tileUrl,
            attribution: site.map.attribution,
            maxZoom: site.map.maxZoom,
            onSelect: (id) => latest.current.onSelect?.(id),
            onTileError: () => setTilesFailed(true),
            markerLabel: (name) => latest.current.labels.markerLabel(name),
            onView: (c, z) => setView({ center: c, zoom: z }),
          });
          setStatus("ready");
        })
        .catch((err: unknown) => {
          console.warn("The map could not load", err);
          if (!cancelled) setStatus("error");
        });
    };
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
      observer.observe(el);
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      mapRef.current?.destroy();
      mapRef.current = null;
    };
    // The map is built once; later prop changes go through the effects below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Markers follow the listed places; a change of filters fits them into view.
  const fitted = useRef<string | null>(null);
  useEffect(() => {
    if (status !== "ready" || !mapRef.current) return;
    const first = fitted.current === null;
    // The first view is framed too: the default one fits every marker on a narrow screen.
    const changed = first ? true : fitted.current !== fitKey;
    fitted.current = fitKey;
    mapRef.current.setPlaces(places, changed ? frame : false);
    if (selectedId) mapRef.current.select(selectedId);
  }, [status, places, fitKey, frame, selectedId]);

  useEffect(() => {
    if (status === "ready") mapRef.current?.select(selectedId);
  }, [status, selectedId]);

  const resetSeen = useRef(resetKey);
  useEffect(() => {
    if (resetSeen.current === resetKey) return;
    resetSeen.current = resetKey;
    mapRef.current?.reset();
  }, [resetKey]);

  return (
    <div
      role="region"
      aria-label={labels.label}
      className={`relative isolate overflow-hidden rounded-3xl border border-soil-200 bg-forest-50 shadow-card ${className ?? ""}`}
      style={{ height: heightPx }}
      data-map-status={status}
      data-center={`${view.center[0].toFixed(4)},${view.center[1].toFixed(4)}`}
      data-zoom={view.zoom}
    >
      <div ref={boxRef} className="places-map absolute inset-0" />
      {status !== "ready" ? (
        <div className={`absolute inset-0 z-[500] flex flex-col items-center gap-3 bg-forest-50 px-6 text-center ${status === "waiting" ? "justify-start overflow-y-auto py-4" : "justify-center"}`}>
          {status === "error" ? (
            <div role="alert" className="max-w-sm">
              <p className="font-semibold text-red-800">{labels.error}</p>
              {labels.errorDetail ? <p className="mt-1 text-sm text-muted">{labels.errorDetail}</p> : null}
            </div>
          ) : status === "loading" ? (
            <p role="status" className="flex items-center gap-3 font-medium text-forest-800">
              <span aria-hidden="true" className="size-5 rounded-full border-2 border-forest-300 border-t-forest-700 motion-safe:animate-spin" />
              {labels.loading}
            </p>
          ) : (
            <StillMap places={places} note={labels.stillNote} />
          )}
        </div>
      ) : null}
      {status === "ready" && tilesFailed ? (
        <p role="status" className="absolute left-14 right-3 top-3 z-[500] rounded-lg bg-white/95 px-3 py-2 text-center text-sm text-ink shadow-card">
          {labels.tilesFailed}
        </p>
      ) : null}
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
    <div data-map-still="" className="w-full max-w-md">
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
