"""A small Falcon 3.1 application (Debian 12 python3-falcon) served by wsgiref, as Falcon's quickstart serves it: a
list of meeting rooms at /, Falcon's default error response for any other path, on 127.0.0.1:18692 (round 42)."""
from wsgiref.simple_server import make_server

import falcon

ROOMS = [("Aurora", 8, True), ("Borealis", 4, False), ("Cirrus", 12, True)]


def rooms_page():
    rows = "\n".join(f"<li>{name} — {seats} seats{' (free)' if free else ''}</li>" for name, seats, free in ROOMS)
    return (
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Meeting rooms</title>\n</head>\n"
        f"<body>\n<h1>Meeting rooms</h1>\n<ul>\n{rows}\n</ul>\n</body>\n</html>\n"
    )


class Rooms:
    def on_get(self, req, resp):
        resp.content_type = falcon.MEDIA_HTML
        resp.text = rooms_page()


app = falcon.App()
app.add_route("/", Rooms())

if __name__ == "__main__":
    with make_server("127.0.0.1", 18692, app) as httpd:
        httpd.serve_forever()
