#!/bin/bash
# Stops the servers started by start-all.sh (by their pid files).
RUN="${RUN:-/tmp/stacklens-corpus-run}"
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
for hook in "$ROOT"/servers/site.d/*.sh; do [ -e "$hook" ] && ROOT="$ROOT" RUN="$RUN" bash "$hook" stop; done
for p in "$RUN/nginx.pid" "$RUN/lighttpd.pid"; do [ -f "$p" ] && kill "$(cat "$p")" 2>/dev/null; done
echo stopped
