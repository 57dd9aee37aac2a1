#!/bin/bash
# zabbix corpus site: Debian 12 zabbix-frontend-php 6.0.14 under its own Apache 2.4 instance (127.0.0.1:18434, /zabbix/,
# the package's stock Apache config) + its own php-fpm 8.2 master, on a PostgreSQL database `zabbix` (role zabbix,
# password zabbix) filled from Debian 12 zabbix-server-pgsql's schema.sql, images.sql and data.sql; no Zabbix server
# running (the login page does not need it). sites/zabbix/zabbix.conf.php is the package's example with PostgreSQL on
# 127.0.0.1, installed as /etc/zabbix/zabbix.conf.php (the path the frontend reads). Usage: zabbix.sh start|stop
# Env: ROOT = corpus dir, RUN = runtime dir (default /tmp/stacklens-corpus-run); PGHOST/PGUSER of a superuser to
# create the database the first time (default 127.0.0.1, postgres).
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
if [ "${1:-}" = start ]; then
  pg_site_db zabbix /usr/share/zabbix-server-pgsql/{schema,images,data}.sql.gz || exit 1
  install -m 0644 "$ROOT/sites/zabbix/zabbix.conf.php" /etc/zabbix/zabbix.conf.php
fi
apache_php_site zabbix "${1:-}"
