#!/bin/bash
# mhonarc corpus site (round 29, held out): the mailing-list archive Debian 12 MHonArc 2.6.19 makes of sites/mhonarc/announce.mbox (three messages), made from sites/mhonarc/ into sites/mhonarc/public
# at start, served by its own nginx (Debian 12 nginx-light 1.22.1) on 127.0.0.1:18562. Recorded page: / (its message index, maillist.html)
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/mhonarc.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
SITE="$ROOT/sites/mhonarc"
if [ "${1:-}" = start ]; then
  rm -rf "$SITE/public"; mkdir -p "$SITE/public"
  (cd "$SITE" && mhonarc -quiet -outdir public announce.mbox)
fi
exec bash "$ROOT/servers/static-site.sh" mhonarc nginx public/maillist.html "$@"
