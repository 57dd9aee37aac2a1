"""Writes the plotly corpus site (round 36): one bar chart saved as a standalone HTML page that loads plotly.js from
Plotly's CDN (`write_html(include_plotlyjs="cdn")`), as scripts and notebooks publish their charts. Run by
servers/site.d/plotly.sh with Debian 12's python3-plotly 5.4.0 into sites/plotly/public/index.html."""
import sys

import plotly.graph_objects as go

fig = go.Figure(go.Bar(x=["Mon", "Tue", "Wed", "Thu", "Fri"], y=[1204, 1311, 987, 1422, 1356], name="visits"))
fig.update_layout(title="Visits per day, week 47")
fig.write_html(sys.argv[1], include_plotlyjs="cdn", full_html=True)
