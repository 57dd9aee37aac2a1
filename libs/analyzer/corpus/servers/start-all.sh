#!/bin/bash
# Starts the servers behind the corpus sites on 127.0.0.1:18300-18389 (what tools/record.mjs records).
# Sites with a server of their own (Tomcat, Jetty, PHP-FPM, gunicorn ...) start from servers/site.d/<site>.sh start.
# Needs: apt-get install nginx-light lighttpd (Debian 12), and each sites/<name>/public built (README.md).
# Runtime files live in $RUN (default /tmp/stacklens-corpus-run).
set -eu
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
mkdir -p "$RUN/logs" "$RUN/nginx/tmp"
for f in nginx.conf lighttpd.conf; do
  sed -e "s#@CORPUS_DIR@#$ROOT#g" -e "s#@RUN_DIR@#$RUN#g" "$ROOT/servers/$f" > "$RUN/$f"
done
nginx -c "$RUN/nginx.conf" -p "$RUN/nginx/"
lighttpd -f "$RUN/lighttpd.conf"
for hook in "$ROOT"/servers/site.d/*.sh; do
  [ -e "$hook" ] || continue
  ROOT="$ROOT" RUN="$RUN" bash "$hook" start || { echo "failed: $hook start" >&2; exit 1; }
done
sleep 1
# (a socket bound to the loopback device as well, as libtorrent binds qbittorrent's, shows as 127.0.0.1%lo:port;
# epmd, which rabbitmq's node starts, always listens on ::1 as well)
if ss -ltn | awk 'NR>1 {print $4}' | grep -E ':183[0-8][0-9]$' | grep -vE '^(127\.0\.0\.1(%lo)?|\[::1\]):'; then
  echo "a corpus server listens on a non-loopback address" >&2; exit 1
fi
echo "corpus servers up (logs in $RUN/logs)"
