"""A small aiohttp 3.8 application (Debian 12 python3-aiohttp): a status page of a few services rendered from a
string template, a static stylesheet and a JSON endpoint, served by aiohttp's own server (web.run_app) on
127.0.0.1:18460."""
import html
import os

from aiohttp import web

HERE = os.path.dirname(os.path.abspath(__file__))
SERVICES = [("api", "operational"), ("queue", "operational"), ("search", "degraded")]

PAGE = """<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Service status</title>
<link rel="stylesheet" href="/static/status.css">
</head>
<body>
<main>
<h1>Service status</h1>
<table>
<thead><tr><th>Service</th><th>State</th></tr></thead>
<tbody>
{rows}
</tbody>
</table>
<p><a href="/status.json">JSON</a></p>
</main>
</body>
</html>
"""


async def index(request):
    rows = "\n".join(
        f'<tr><td>{html.escape(name)}</td><td class="{state}">{state}</td></tr>' for name, state in SERVICES
    )
    return web.Response(text=PAGE.format(rows=rows), content_type="text/html")


async def status_json(request):
    return web.json_response({name: state for name, state in SERVICES})


app = web.Application()
app.add_routes([web.get("/", index), web.get("/status.json", status_json)])
app.router.add_static("/static/", os.path.join(HERE, "static"))

if __name__ == "__main__":
    web.run_app(app, host="127.0.0.1", port=18460, access_log=None)
