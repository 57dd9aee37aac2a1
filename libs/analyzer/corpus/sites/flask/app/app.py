"""A small Flask app for the StackLens corpus: Jinja2 layout, a form kept in Flask's signed session cookie."""
import secrets

from flask import Flask, flash, redirect, render_template, request, session, url_for

app = Flask(__name__)
# Throwaway key for a loopback-only test deployment; nothing real is signed with it.
app.secret_key = "corpus-flask-throwaway-2b7e1516a8c3f0d94e6b"

NOTES = [
    {"title": "Riverside cleanup", "body": "Saturday morning at the north bank, gloves provided."},
    {"title": "Library hours", "body": "Open late on Thursdays until nine."},
    {"title": "Bike repair café", "body": "Bring your bike, we bring the tools."},
]


def csrf_token():
    if "csrf_token" not in session:
        session["csrf_token"] = secrets.token_hex(16)
    return session["csrf_token"]


app.jinja_env.globals["csrf_token"] = csrf_token


@app.route("/")
def index():
    session["visits"] = session.get("visits", 0) + 1
    return render_template("index.html", notes=NOTES, name=session.get("name"), visits=session["visits"])


@app.route("/greet", methods=["POST"])
def greet():
    if request.form.get("csrf_token") != session.get("csrf_token"):
        flash("Your form expired, please try again.", "warning")
        return redirect(url_for("index"))
    name = request.form.get("name", "").strip()[:40]
    if name:
        session["name"] = name
        flash(f"Hello, {name}!", "success")
    return redirect(url_for("index"))


@app.route("/about")
def about():
    return render_template("about.html")
