#!/bin/bash
# ledgersmb corpus site: Debian 12 LedgerSMB 1.6.33 (ledgersmb, Perl) on its own Starman 0.4016 server, as Debian's
# ledgersmb.service runs it (working directory /usr/share/ledgersmb, starman -I lib -I old/lib bin/ledgersmb-server.psgi,
# user ledgersmb through setpriv: LedgerSMB refuses to start as root, or with starman's --user) but on 127.0.0.1:18501, with sites/ledgersmb/ledgersmb.conf
# (LSMB_CONFIG_FILE; Debian's file with the database host 127.0.0.1). -MTemplate preloads Template Toolkit: the Debian 12
# package's LedgerSMB::Template calls Template->new having loaded only Template::Parser, so every page is a 500
# "Can't locate object method "new" via package "Template"" without it. The login page needs no database (none is made).
# Recorded page: /login.pl (/ redirects there). Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/ledgersmb.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/ledgersmb"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/starman.pid"
  rm -rf "$R"; mkdir -p "$R"; chown ledgersmb:ledgersmb "$R"
  cd /usr/share/ledgersmb
  bg_start "$R/starman.pid" "$R/starman.log" env LSMB_CONFIG_FILE="$ROOT/sites/ledgersmb/ledgersmb.conf" \
    HOME="$R" setpriv --reuid=ledgersmb --regid=ledgersmb --init-groups \
    starman --listen 127.0.0.1:18501 -I lib -I old/lib -MTemplate bin/ledgersmb-server.psgi
  wait_http ledgersmb http://127.0.0.1:18501/login.pl "$R/starman.log" -f
  ;;
stop) stop_pid "$R/starman.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
