import L from 'leaflet'
import 'leaflet/dist/leaflet.css'
import { stations, shoreline } from './stations.js'

/** Draws the stations on a Leaflet map (no tile layer: the shoreline polygon is the base map). */
export function drawMap(el) {
  const map = L.map(el, { zoomControl: true, attributionControl: true }).setView([43.2, 27.8], 11)
  L.geoJSON(shoreline, { style: { color: '#2b6a8f', weight: 2, fillOpacity: 0.15 } }).addTo(map)
  L.geoJSON(stations, {
    pointToLayer: (f, latlng) => L.circleMarker(latlng, { radius: 7, color: '#c0392b' }),
    onEachFeature: (f, layer) => layer.bindPopup(`${f.properties.name}: ${f.properties.depth} m`),
  }).addTo(map)
  L.control.scale().addTo(map)
  return map
}
