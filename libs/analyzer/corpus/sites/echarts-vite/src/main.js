// ECharts "Get Started" style: the full package imported, one chart instance per container.
import * as echarts from 'echarts'
import './style.css'

const orders = echarts.init(document.getElementById('orders'))
orders.setOption({
  tooltip: {},
  xAxis: { data: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] },
  yAxis: {},
  series: [{ name: 'Orders', type: 'bar', data: [23, 31, 28, 35, 42, 57, 19] }],
})

const channels = echarts.init(document.getElementById('channels'))
channels.setOption({
  tooltip: { trigger: 'item' },
  legend: { top: 'bottom' },
  series: [
    {
      name: 'Revenue',
      type: 'pie',
      radius: ['40%', '70%'],
      data: [
        { value: 1048, name: 'Web shop' },
        { value: 735, name: 'Marketplace' },
        { value: 580, name: 'Store' },
        { value: 300, name: 'Phone' },
      ],
    },
  ],
})

window.addEventListener('resize', () => {
  orders.resize()
  channels.resize()
})
