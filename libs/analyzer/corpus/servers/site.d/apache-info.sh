#!/bin/bash
# apache-info corpus site (round 40, held out — server status pages left on): Apache 2.4's mod_info page /server-info
# under its own Apache instance (Debian 12 apache2 2.4.71, stock mods-available/info.conf; sites/apache-info/apache2.conf)
# on 127.0.0.1:18671. Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/apache-info.sh start|stop
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
apache_site apache-info http://127.0.0.1:18671/server-info "${1:-}"
