#!/bin/bash
# Starts the servers behind the corpus sites on 127.0.0.1:18300-18306 (what tools/record.mjs records).
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
sleep 1
if ss -ltn | awk 'NR>1 {print $4}' | grep -E ':(1830[0-6])$' | grep -v '^127\.0\.0\.1:'; then
  echo "a corpus server listens on a non-loopback address" >&2; exit 1
fi
echo "corpus servers up (logs in $RUN/logs)"
