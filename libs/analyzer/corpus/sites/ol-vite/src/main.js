// OpenLayers quick start (openlayers.org/doc/quickstart): an OSM tile layer plus a vector layer of trail points.
import './style.css'
import Map from 'ol/Map.js'
import View from 'ol/View.js'
import TileLayer from 'ol/layer/Tile.js'
import VectorLayer from 'ol/layer/Vector.js'
import VectorSource from 'ol/source/Vector.js'
import OSM from 'ol/source/OSM.js'
import Feature from 'ol/Feature.js'
import Point from 'ol/geom/Point.js'
import { fromLonLat } from 'ol/proj.js'

const huts = [
  ['Upper hut', 10.95, 47.42],
  ['Lake hut', 10.99, 47.39],
  ['Ridge shelter', 11.03, 47.41],
].map(([name, lon, lat]) => new Feature({ name, geometry: new Point(fromLonLat([lon, lat])) }))

new Map({
  target: 'map',
  layers: [
    new TileLayer({ source: new OSM() }),
    new VectorLayer({ source: new VectorSource({ features: huts }) }),
  ],
  view: new View({ center: fromLonLat([10.99, 47.41]), zoom: 12 }),
})
