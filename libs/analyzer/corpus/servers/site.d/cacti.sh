#!/bin/bash
# cacti corpus site: Debian 12 cacti 1.2.24 under its own Apache 2.4 instance (127.0.0.1:18340,
# /cacti/) + its own php-fpm 8.2 master (proxy_fcgi over a unix socket). Usage: cacti.sh start|stop
# Needs the one-time database setup sites/cacti/setup-db.sh (MariaDB on 127.0.0.1:3306, /etc/cacti/debian.php).
# Env: ROOT = corpus dir, RUN = runtime dir (default /tmp/stacklens-corpus-run). Runtime files in $RUN/cacti.
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
apache_php_site cacti "${1:-}"
