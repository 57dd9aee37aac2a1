import { Chart, LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip } from 'chart.js'
import { months, temperatures } from './stations.js'

Chart.register(LineController, LineElement, PointElement, LinearScale, CategoryScale, Legend, Tooltip)

/** Draws the monthly temperatures of each station as a Chart.js line chart. */
export function drawChart(canvas) {
  return new Chart(canvas, {
    type: 'line',
    data: {
      labels: months,
      datasets: Object.entries(temperatures).map(([label, data], i) => ({
        label, data, borderColor: i ? '#2b6a8f' : '#c0392b', tension: 0.3,
      })),
    },
    options: { responsive: false, scales: { y: { title: { display: true, text: '°C' } } } },
  })
}
