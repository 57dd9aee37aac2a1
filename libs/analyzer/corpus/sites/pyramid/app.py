"""A small Pyramid 2.0 application (Debian 12 python3-pyramid) served by waitress 2.1 (python3-waitress), the
server Pyramid's own scaffolds run (`pserve` → waitress): a list of meeting rooms, a static stylesheet, Pyramid's
default not-found page for any other path, on 127.0.0.1:18461."""
import html
import os

from pyramid.config import Configurator
from pyramid.response import Response
from waitress import serve

HERE = os.path.dirname(os.path.abspath(__file__))
ROOMS = [("Aurora", 8, True), ("Borealis", 4, False), ("Cirrus", 12, True)]


def rooms(request):
    rows = "\n".join(
        f"<li>{html.escape(name)} — {seats} seats{' (free)' if free else ''}</li>" for name, seats, free in ROOMS
    )
    return Response(
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Meeting rooms</title>\n"
        f"<link rel=\"stylesheet\" href=\"{request.static_path(os.path.join(HERE, 'static', 'rooms.css'))}\">\n</head>\n<body>\n"
        f"<h1>Meeting rooms</h1>\n<ul>\n{rows}\n</ul>\n</body>\n</html>\n"
    )


def main():
    with Configurator() as config:
        config.add_route("rooms", "/")
        config.add_view(rooms, route_name="rooms")
        config.add_static_view(name="static", path=os.path.join(HERE, "static"))
        app = config.make_wsgi_app()
    serve(app, host="127.0.0.1", port=18461)


if __name__ == "__main__":
    main()
