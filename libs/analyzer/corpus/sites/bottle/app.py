"""A small Bottle 0.12 application (Debian 12 python3-bottle) on Bottle's default server (wsgiref, as `run()` uses
when no server is named): a list of meeting rooms at /, Bottle's default error page for any other path, on
127.0.0.1:18691 (round 42)."""
from bottle import Bottle, run

ROOMS = [("Aurora", 8, True), ("Borealis", 4, False), ("Cirrus", 12, True)]


def rooms_page():
    rows = "\n".join(f"<li>{name} — {seats} seats{' (free)' if free else ''}</li>" for name, seats, free in ROOMS)
    return (
        "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>Meeting rooms</title>\n</head>\n"
        f"<body>\n<h1>Meeting rooms</h1>\n<ul>\n{rows}\n</ul>\n</body>\n</html>\n"
    )


app = Bottle()


@app.route("/")
def rooms():
    return rooms_page()


if __name__ == "__main__":
    run(app, host="127.0.0.1", port=18691, quiet=True)
