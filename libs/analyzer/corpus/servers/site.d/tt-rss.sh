#!/bin/bash
# tt-rss corpus site: Debian 12 tt-rss (Tiny Tiny RSS, git snapshot 21~git20210204.b4cbc79) under its own Apache 2.4
# instance (127.0.0.1:18436, /tt-rss/, the package's /etc/tt-rss/apache.conf) + its own php-fpm 8.2 master, on a
# PostgreSQL database `ttrss` (role ttrss, password ttrss) created from the package's schema/ttrss_schema_pgsql.sql.
# sites/tt-rss/config.php and database.php are the package's /etc/tt-rss files with SELF_URL_PATH and the database set
# (the package's dbconfig-common would write the same), installed into /etc/tt-rss. Usage: tt-rss.sh start|stop
# Env: ROOT = corpus dir, RUN = runtime dir (default /tmp/stacklens-corpus-run); PGHOST/PGUSER of a superuser to
# create the database the first time (default 127.0.0.1, postgres).
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
if [ "${1:-}" = start ]; then
  pg_site_db ttrss /usr/share/tt-rss/schema/ttrss_schema_pgsql.sql || exit 1
  install -m 0640 -g www-data "$ROOT/sites/tt-rss/config.php" /etc/tt-rss/config.php
  install -m 0640 -g www-data "$ROOT/sites/tt-rss/database.php" /etc/tt-rss/database.php
fi
apache_php_site tt-rss "${1:-}"
