import './style.css'

// Each view is its own chunk, loaded when the page starts (as dashboards split heavy libraries).
import('./map.js').then(({ drawMap }) => drawMap(document.getElementById('map')))
import('./chart.js').then(({ drawChart }) => drawChart(document.getElementById('chart')))
import('./model.js').then(({ drawModel }) => drawModel(document.getElementById('model')))
