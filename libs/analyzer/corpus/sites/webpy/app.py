# Round 42 (held out): see servers/site.d/webpy.sh and BUILD.md. This file's text shows in the debug error page, so it
# names nothing but what a real application would.
import sys

import web

ROOMS = [("Aurora", 8, True), ("Borealis", 4, False), ("Cirrus", 12, True)]


def rooms_page():
    rows = "\n".join(f"<li>{name} — {seats} seats{' (free)' if free else ''}</li>" for name, seats, free in ROOMS)
    return (
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Meeting rooms</title>\n</head>\n"
        f"<body>\n<h1>Meeting rooms</h1>\n<ul>\n{rows}\n</ul>\n</body>\n</html>\n"
    )


urls = ("/", "Rooms", "/rooms/(.*)", "Room")


class Rooms:
    def GET(self):
        web.header("Content-Type", "text/html; charset=utf-8")
        return rooms_page()


class Room:
    def GET(self, name):
        seats = {room: seats for room, seats, _ in ROOMS}[name]
        return f"{name}: {seats} seats"


if __name__ == "__main__":
    sys.argv[1:] = ["127.0.0.1:18693"]
    web.application(urls, globals()).run()
