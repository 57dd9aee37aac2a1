"""A small Starlette 0.26 application (Debian 12 python3-starlette) served by uvicorn 0.17 (python3-uvicorn), the
way Starlette's documentation runs it: a reading list rendered by Jinja2Templates, StaticFiles for its stylesheet, a
JSON route, on 127.0.0.1:18462."""
import os

import uvicorn
from starlette.applications import Starlette
from starlette.responses import JSONResponse
from starlette.routing import Mount, Route
from starlette.staticfiles import StaticFiles
from starlette.templating import Jinja2Templates

HERE = os.path.dirname(os.path.abspath(__file__))
templates = Jinja2Templates(directory=os.path.join(HERE, "templates"))
BOOKS = [("The Pragmatic Programmer", "Hunt, Thomas"), ("Designing Data-Intensive Applications", "Kleppmann")]


async def homepage(request):
    return templates.TemplateResponse("index.html", {"request": request, "books": BOOKS})


async def books_json(request):
    return JSONResponse([{"title": t, "author": a} for t, a in BOOKS])


app = Starlette(
    routes=[
        Route("/", homepage),
        Route("/books.json", books_json),
        Mount("/static", app=StaticFiles(directory=os.path.join(HERE, "static")), name="static"),
    ]
)

if __name__ == "__main__":
    uvicorn.run(app, host="127.0.0.1", port=18462, log_level="warning")
