#!/bin/bash
# simplesamlphp corpus site: Debian 12 simplesamlphp 1.19.7 under its own Apache 2.4 instance (127.0.0.1:18437,
# /simplesamlphp/, the package's /etc/simplesamlphp/apache.conf) + its own php-fpm 8.2 master: the installation's front
# page. sites/simplesamlphp/config.php is the package's /etc/simplesamlphp/config.php with session.cookie.secure off
# (plain HTTP on loopback; the default refuses to run without HTTPS), installed there. Usage: simplesamlphp.sh start|stop
# Env: ROOT = corpus dir, RUN = runtime dir (default /tmp/stacklens-corpus-run).
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
[ "${1:-}" = start ] && install -m 0644 "$ROOT/sites/simplesamlphp/config.php" /etc/simplesamlphp/config.php
apache_php_site simplesamlphp "${1:-}"
