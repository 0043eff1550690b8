/**
 * The Leaflet part of the maps. This module (with Leaflet, its stylesheet and
 * the tile settings) is only ever loaded by dynamic import() from the map's
 * controller (places-map-controller.ts) once the map is on screen, so no page
 * pays for it in its initial JavaScript or CSS.
 */
import L from "leaflet";
import "leaflet/dist/leaflet.css";
import "./leaflet-map.css";
import { telHref } from "@shared/clinics.ts";
import { site } from "@content/site";

export interface MapPlace {
  id: string;
  name: string;
  address: string;
  phone?: string | null;
  lat: number;
  lng: number;
}

export interface PlacesMapOptions {
  center: readonly [number, number];
  zoom: number;
  /** The tile server, its credit line and deepest zoom: the site's own (content/site.ts) unless given. */
  tileUrl?: string;
  attribution?: string;
  maxZoom?: number;
  /** A marker was chosen (click, Enter or Space). */
  onSelect?: (id: string) => void;
  /** Tiles failed to load (offline, blocked): the markers still work. */
  onTileError?: () => void;
  markerLabel: (name: string) => string;
  /** Map moved: the centre and zoom, for tests and for the visitor's orientation. */
  onView?: (center: [number, number], zoom: number) => void;
}

export interface PlacesMap {
  /** fit "places" frames the places, "default" returns to the default view, false keeps the view. */
  setPlaces(places: readonly MapPlace[], fit: "places" | "default" | false): void;
  select(id: string | null): void;
  reset(): void;
  destroy(): void;
}

// An inline SVG pin: Leaflet's default PNG marker paths break under bundlers.
const pin = (selected: boolean) =>
  `<svg viewBox="0 0 32 42" width="${selected ? 38 : 30}" height="${selected ? 50 : 40}" aria-hidden="true" focusable="false">` +
  `<path d="M16 1C7.7 1 1 7.6 1 15.8 1 27 16 41 16 41s15-14 15-25.2C31 7.6 24.3 1 16 1z" fill="${selected ? "#f1b53a" : "#235731"}" stroke="#fff" stroke-width="2"/>` +
  `<circle cx="16" cy="15.5" r="5.5" fill="${selected ? "#231810" : "#fff"}"/></svg>`;

function icon(id: string, selected: boolean) {
  const w = selected ? 38 : 30;
  const h = selected ? 50 : 40;
  return L.divIcon({
    className: `places-marker${selected ? " is-selected" : ""}`,
    html: `<span data-place-id="${id.replace(/[^\w-]/g, "")}">${pin(selected)}</span>`,
    iconSize: [w, h],
    iconAnchor: [w / 2, h],
    popupAnchor: [0, -h + 4],
  });
}

/** Popup content built from DOM nodes, so names and addresses are never parsed as HTML. */
function popupContent(p: MapPlace): HTMLElement {
  const root = document.createElement("div");
  root.className = "places-popup";
  const name = document.createElement("strong");
  name.textContent = p.name;
  const address = document.createElement("span");
  address.textContent = p.address;
  root.append(name, address);
  if (p.phone) {
    const a = document.createElement("a");
    a.href = telHref(p.phone);
    a.textContent = p.phone;
    root.append(a);
  }
  return root;
}

export function createPlacesMap(el: HTMLElement, o: PlacesMapOptions): PlacesMap {
  const map = L.map(el, {
    center: [o.center[0], o.center[1]],
    zoom: o.zoom,
    scrollWheelZoom: false,
    // Keyboard arrows pan the map once it has focus.
    keyboard: true,
  });
  const tiles = L.tileLayer(o.tileUrl ?? site.map.tileUrl, {
    attribution: o.attribution ?? site.map.attribution,
    maxZoom: o.maxZoom ?? site.map.maxZoom,
    crossOrigin: false,
  });
  let tileErrors = 0;
  let tileLoads = 0;
  tiles.on("tileerror", () => {
    tileErrors++;
    if (tileLoads === 0 && tileErrors === 1) o.onTileError?.();
  });
  tiles.on("tileload", () => tileLoads++);
  tiles.addTo(map);

  const layer = L.layerGroup().addTo(map);
  const markers = new Map<string, { marker: L.Marker; place: MapPlace }>();
  let selected: string | null = null;

  const report = () => {
    const c = map.getCenter();
    o.onView?.([c.lat, c.lng], map.getZoom());
  };
  map.on("moveend", report);

  // While a zoom animation runs, Leaflet ignores a new view and lands on the animation's
  // target (a tap on Clear Filters or Reset View just after a filter reframed the map would
  // be lost). So a view asked for then waits for the zoom to end; only the latest counts.
  let zooming = false;
  let afterZoom: (() => void) | null = null;
  map.on("zoomanim", () => (zooming = true));
  map.on("zoomend", () => {
    zooming = false;
    const next = afterZoom;
    afterZoom = null;
    next?.();
  });
  const whenSettled = (change: () => void) => {
    if (zooming) afterZoom = change;
    else change();
  };

  function makeMarker(p: MapPlace) {
    const marker = L.marker([p.lat, p.lng], { icon: icon(p.id, p.id === selected), title: o.markerLabel(p.name), alt: p.name, keyboard: true, riseOnHover: true });
    marker.bindPopup(() => popupContent(p), { autoPanPadding: [16, 16], closeButton: true, maxWidth: 240 });
    marker.on("click", () => o.onSelect?.(p.id));
    marker.on("add", () => {
      const node = marker.getElement();
      node?.setAttribute("aria-label", o.markerLabel(p.name));
      node?.setAttribute("data-place-id", p.id);
    });
    return marker;
  }

  /**
   * The first view: the given centre and zoom (India), unless a marker would
   * fall outside the box (a narrow phone screen), in which case every marker is fitted in.
   */
  function frameDefault() {
    map.setView([o.center[0], o.center[1]], o.zoom, { animate: false });
    const all = [...markers.values()].map((m) => [m.place.lat, m.place.lng] as [number, number]);
    if (all.length === 0) return;
    const bounds = L.latLngBounds(all);
    if (!map.getBounds().contains(bounds)) map.fitBounds(bounds, { padding: [28, 28], animate: false });
  }

  return {
    setPlaces(places, fit) {
      const keep = new Set(places.map((p) => p.id));
      for (const [id, m] of markers) {
        if (!keep.has(id)) {
          layer.removeLayer(m.marker);
          markers.delete(id);
        }
      }
      for (const p of places) {
        const existing = markers.get(p.id);
        if (existing && existing.place.lat === p.lat && existing.place.lng === p.lng && existing.place.name === p.name && existing.place.address === p.address && existing.place.phone === p.phone) continue;
        if (existing) layer.removeLayer(existing.marker);
        const marker = makeMarker(p);
        markers.set(p.id, { marker, place: p });
        layer.addLayer(marker);
      }
      if (fit === "places" && places.length > 0) {
        const bounds = L.latLngBounds(places.map((p) => [p.lat, p.lng] as [number, number]));
        whenSettled(() => map.fitBounds(bounds, { padding: [40, 40], maxZoom: 9 }));
      } else if (fit) {
        whenSettled(frameDefault);
      }
    },
    select(id) {
      const prev = selected;
      selected = id;
      if (prev && markers.has(prev)) markers.get(prev)!.marker.setIcon(icon(prev, false));
      if (!id) {
        map.closePopup();
        return;
      }
      const m = markers.get(id);
      if (!m) return;
      m.marker.setIcon(icon(id, true));
      m.marker.getElement()?.setAttribute("aria-label", o.markerLabel(m.place.name));
      m.marker.getElement()?.setAttribute("data-place-id", id);
      whenSettled(() => {
        map.setView([m.place.lat, m.place.lng], Math.max(map.getZoom(), 9), { animate: false });
        m.marker.openPopup();
      });
    },
    reset() {
      this.select(null);
      whenSettled(frameDefault);
    },
    destroy() {
      map.remove();
    },
  };
}
