#!/bin/bash
# icingaweb2 corpus site: Debian 12 icingaweb2 2.11.4 (not yet configured: its setup wizard, as after apt install)
# under its own Apache 2.4 instance (127.0.0.1:18354, /icingaweb2/) + its own php-fpm 8.2 master (proxy_fcgi over a
# unix socket).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/icingaweb2.sh start|stop. Runtime files in $RUN/icingaweb2.
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
apache_php_site icingaweb2 "${1:-}"
