import type { MapPlace } from "./leaflet-map.ts";

/**
 * What a document page's map carries in its `data-map-options` attribute (as
 * JSON) for the `places-map` island: data only, no functions, so a marker's
 * label is a pattern ("{name}: show details").
 */
export interface PlacesMapIslandOptions {
  places: MapPlace[];
  center: [number, number];
  zoom: number;
  frame: "places" | "default";
  markerLabel: string;
}
