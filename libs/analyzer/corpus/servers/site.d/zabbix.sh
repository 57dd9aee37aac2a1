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
  export PGHOST="${PGHOST:-127.0.0.1}"
  if ! psql -U "${PGUSER:-postgres}" -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname='zabbix'" | grep -q 1; then
    psql -U "${PGUSER:-postgres}" -d postgres -qc "CREATE ROLE zabbix LOGIN PASSWORD 'zabbix'" -c "CREATE DATABASE zabbix OWNER zabbix" || exit 1
    for f in schema images data; do
      zcat "/usr/share/zabbix-server-pgsql/$f.sql.gz" | PGPASSWORD=zabbix psql -q -U zabbix -d zabbix > /dev/null || exit 1
    done
  fi
  install -m 0644 "$ROOT/sites/zabbix/zabbix.conf.php" /etc/zabbix/zabbix.conf.php
fi
apache_php_site zabbix "${1:-}"
