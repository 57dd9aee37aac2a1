#!/bin/bash
# phpldapadmin corpus site: Debian 12 phpldapadmin 1.2.6.3 (stock /etc/phpldapadmin/config.php, no LDAP server
# running) under its own Apache 2.4 instance (127.0.0.1:18355, /phpldapadmin/) + its own php-fpm 8.2 master
# (proxy_fcgi over a unix socket).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/phpldapadmin.sh start|stop. Runtime files in $RUN/phpldapadmin.
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
apache_php_site phpldapadmin "${1:-}"
