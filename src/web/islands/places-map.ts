import { createPlacesMapController, fillMarkerLabel, type PlacesMapController } from "~/features/maps/places-map-controller";
import type { PlacesMapIslandOptions } from "~/features/maps/places-map-options";

/**
 * The controller for a map's markup (PlacesMap.tsx: its region, with its
 * options as JSON in `data-map-options`), and those options: for this island,
 * and for an island that drives a map of its own (the clinic finder's).
 */
export function mapFromMarkup(region: HTMLElement, onSelect?: (id: string) => void): { controller: PlacesMapController; options: PlacesMapIslandOptions } {
  const options = JSON.parse(region.dataset.mapOptions ?? "") as PlacesMapIslandOptions;
  const controller = createPlacesMapController(region, {
    center: options.center,
    zoom: options.zoom,
    markerLabel: (name) => fillMarkerLabel(options.markerLabel, name),
    onSelect,
  });
  return { controller, options };
}

/**
 * A map of places (`data-island="places-map"` on the map's region), showing
 * the places its markup lists. The still picture and list stay until the live
 * map is built; Leaflet comes only once the map is on screen.
 */
export function enhancePlacesMap(region: HTMLElement) {
  const { controller, options } = mapFromMarkup(region);
  controller.show({ places: options.places, frame: options.frame, fitKey: "", selectedId: null });
}
