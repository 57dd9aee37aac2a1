"""A small CherryPy 18.8 application (Debian 12 python3-cherrypy3): a room-booking page with a session, served by
CherryPy's own server (Cheroot) on 127.0.0.1:18356, behind Varnish Cache 7.1 on 127.0.0.1:18346 (default.vcl)."""
import html

import cherrypy

ROOMS = {"Aurora": 8, "Birch": 4, "Cedar": 12}
PAGE = """<!DOCTYPE html>
<html lang="en">
<head><meta charset="utf-8"><title>Room booking</title>
<style>body{{font-family:sans-serif;max-width:36rem;margin:2rem auto}}</style></head>
<body>
<h1>Meeting rooms</h1>
<ul>{rooms}</ul>
<form method="get" action="/book">
  <select name="room">{options}</select>
  <input name="who" placeholder="Your name">
  <button type="submit">Book</button>
</form>
</body>
</html>
"""


class Booking:
    @cherrypy.expose
    def index(self):
        rooms = "".join(f"<li>{html.escape(r)}: {n} seats</li>" for r, n in ROOMS.items())
        options = "".join(f"<option>{html.escape(r)}</option>" for r in ROOMS)
        return PAGE.format(rooms=rooms, options=options)

    @cherrypy.expose
    def book(self, room="", who=""):
        if room not in ROOMS:
            raise cherrypy.HTTPError(400, "Unknown room")
        cherrypy.session["last"] = room
        return f"<p>{html.escape(who or 'Someone')} booked {html.escape(room)}.</p><p><a href='/'>Back</a></p>"


if __name__ == "__main__":
    cherrypy.config.update({
        "server.socket_host": "127.0.0.1",
        "server.socket_port": 18356,
        "environment": "production",
        "log.screen": True,
    })
    cherrypy.quickstart(Booking(), "/", {"/": {"tools.sessions.on": True}})
