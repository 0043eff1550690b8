import { createPlacesMapController, fillMarkerLabel } from "~/features/maps/places-map-controller";
import type { PlacesMapIslandOptions } from "~/features/maps/places-map-options";

/**
 * A map of places on a page that does not hydrate (`data-island="places-map"`
 * on the map's region, its options as JSON in `data-map-options`): the same
 * controller the clinic finder drives from React. The still picture and list
 * stay until the live map is built; Leaflet comes only once the map is on screen.
 */
export function enhancePlacesMap(region: HTMLElement) {
  const o = JSON.parse(region.dataset.mapOptions ?? "") as PlacesMapIslandOptions;
  const controller = createPlacesMapController(region, {
    center: o.center,
    zoom: o.zoom,
    markerLabel: (name) => fillMarkerLabel(o.markerLabel, name),
  });
  controller.show({ places: o.places, frame: o.frame, fitKey: "", selectedId: null });
}
