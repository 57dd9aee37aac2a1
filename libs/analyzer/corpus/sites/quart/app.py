"""A small Quart 0.18 application (Debian 12 python3-quart) served by Hypercorn 0.13 (python3-hypercorn), the ASGI
server Quart's documentation deploys with: a recipe page from a Jinja template, a static stylesheet, on
127.0.0.1:18463."""
import asyncio
import os

from hypercorn.asyncio import serve
from hypercorn.config import Config
from quart import Quart, render_template

HERE = os.path.dirname(os.path.abspath(__file__))
app = Quart(__name__, template_folder=os.path.join(HERE, "templates"), static_folder=os.path.join(HERE, "static"))
RECIPES = [("Shakshuka", 25), ("Dal tadka", 40), ("Miso soup", 15)]


@app.route("/")
async def index():
    return await render_template("index.html", recipes=RECIPES)


if __name__ == "__main__":
    config = Config()
    config.bind = ["127.0.0.1:18463"]
    asyncio.run(serve(app, config))
