"""The documentation server `python3 -m pydoc -p 18700` runs (Debian 12 python3.11 3.11.2, Lib/pydoc.py), started
without its interactive prompt (which ends the server when stdin closes): the same `_start_server(_url_handler, …)`
call `pydoc.browse` makes, on 127.0.0.1:18700 (round 43). This file is not shown by the server."""
import time
import pydoc

if __name__ == "__main__":
    server = pydoc._start_server(pydoc._url_handler, "127.0.0.1", 18700)
    while server.serving:
        time.sleep(1)
