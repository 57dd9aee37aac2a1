// Monitoring stations (GeoJSON) and monthly mean water temperatures.
export const stations = {
  type: 'FeatureCollection',
  features: [
    { type: 'Feature', properties: { name: 'North inlet', depth: 4.2 }, geometry: { type: 'Point', coordinates: [27.86, 43.21] } },
    { type: 'Feature', properties: { name: 'Central buoy', depth: 11.5 }, geometry: { type: 'Point', coordinates: [27.8, 43.19] } },
    { type: 'Feature', properties: { name: 'South weir', depth: 2.8 }, geometry: { type: 'Point', coordinates: [27.74, 43.17] } },
  ],
}
export const shoreline = {
  type: 'Feature',
  properties: { name: 'Shoreline' },
  geometry: { type: 'Polygon', coordinates: [[[27.7, 43.16], [27.9, 43.16], [27.92, 43.23], [27.72, 43.24], [27.7, 43.16]]] },
}
export const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
export const temperatures = {
  'North inlet': [4.1, 4.5, 7.2, 11.8, 16.9, 21.4, 24.6, 24.9, 20.8, 15.2, 10.1, 6.0],
  'Central buoy': [5.0, 5.2, 7.0, 10.9, 15.8, 20.2, 23.5, 24.1, 20.9, 16.0, 11.2, 7.1],
}
