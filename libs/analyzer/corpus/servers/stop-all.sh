#!/bin/bash
# Stops the servers started by start-all.sh (by their pid files).
RUN="${RUN:-/tmp/stacklens-corpus-run}"
for p in "$RUN/nginx.pid" "$RUN/lighttpd.pid"; do [ -f "$p" ] && kill "$(cat "$p")" 2>/dev/null; done
echo stopped
