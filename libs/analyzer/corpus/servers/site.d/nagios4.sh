#!/bin/bash
# nagios4 corpus site: Debian 12 nagios4 4.4.6 web interface (nagios4-cgi: PHP front page + CGIs) under its own Apache
# 2.4 instance (127.0.0.1:18353, /nagios4/) + its own php-fpm 8.2 master (proxy_fcgi over a unix socket); mod_cgid
# runs the CGIs.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/nagios4.sh start|stop. Runtime files in $RUN/nagios4.
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
apache_php_site nagios4 "${1:-}"
