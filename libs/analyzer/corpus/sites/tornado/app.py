"""A small Tornado 6.2 application (Debian 12 python3-tornado): a station board with templates, a static file
path with Tornado's ?v= cache busting, an XSRF-protected form and a JSON handler, served by Tornado's own HTTP server
on 127.0.0.1:18345."""
import os

import tornado.ioloop
import tornado.web

HERE = os.path.dirname(os.path.abspath(__file__))
DEPARTURES = [
    {"time": "10:12", "to": "Annecy", "platform": 3},
    {"time": "10:20", "to": "Chambery", "platform": 1},
    {"time": "10:41", "to": "Geneva", "platform": 4},
]


class BoardHandler(tornado.web.RequestHandler):
    def get(self):
        self.render("board.html", departures=DEPARTURES)


class ReportHandler(tornado.web.RequestHandler):
    def post(self):
        self.redirect("/?reported=1")


class DeparturesJson(tornado.web.RequestHandler):
    def get(self):
        self.write({"departures": DEPARTURES})


def make_app():
    return tornado.web.Application(
        [(r"/", BoardHandler), (r"/report", ReportHandler), (r"/departures.json", DeparturesJson)],
        template_path=os.path.join(HERE, "templates"),
        static_path=os.path.join(HERE, "static"),
        xsrf_cookies=True,
        cookie_secret="throwaway-local-corpus-secret",
    )


if __name__ == "__main__":
    make_app().listen(18345, address="127.0.0.1")
    tornado.ioloop.IOLoop.current().start()
