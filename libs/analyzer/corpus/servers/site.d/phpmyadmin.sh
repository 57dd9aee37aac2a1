#!/bin/bash
# phpmyadmin corpus site: Debian 12 phpmyadmin 5.2.1 under its own Apache 2.4 instance (127.0.0.1:18309,
# /phpmyadmin/) + its own php-fpm 8.2 master (proxy_fcgi over a unix socket). Usage: phpmyadmin.sh start|stop
# Env: ROOT = corpus dir, RUN = runtime dir (default /tmp/stacklens-corpus-run). Runtime files in $RUN/phpmyadmin.
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
apache_php_site phpmyadmin "${1:-}"
