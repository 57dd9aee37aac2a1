#!/bin/bash
# apache-status corpus site (round 40, held out — server status pages left on): Apache 2.4's mod_status page /server-status
# under its own Apache instance (Debian 12 apache2 2.4.71, stock mods-available/status.conf; sites/apache-status/apache2.conf)
# on 127.0.0.1:18670. Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/apache-status.sh start|stop
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
apache_site apache-status http://127.0.0.1:18670/server-status "${1:-}"
