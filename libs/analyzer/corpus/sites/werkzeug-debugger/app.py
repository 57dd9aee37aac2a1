"""The werkzeug-debugger corpus site (round 37): a small Flask application run by `flask run` with FLASK_DEBUG=1 (Werkzeug's
development server with its interactive debugger), as projects are left reachable; its front page fails on a missing
reading, so / answers with the debugger's traceback page."""
from flask import Flask

app = Flask(__name__)
READINGS = {"P-11": 3.4}


@app.route("/")
def index():
    # P-12 has no reading yet: a KeyError, shown by the debugger
    return f"Pump P-12: {READINGS['P-12']} bar"
