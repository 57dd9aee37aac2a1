#!/bin/bash
# ldap-account-manager corpus site: Debian 12 ldap-account-manager 8.3 under its own Apache 2.4 instance (127.0.0.1:18400,
# /lam/, its stock configuration, no LDAP server: the login page) + its own php-fpm 8.2 master (proxy_fcgi over a unix socket). Usage: ldap-account-manager.sh start|stop
# Env: ROOT = corpus dir, RUN = runtime dir (default /tmp/stacklens-corpus-run). Runtime files in $RUN/ldap-account-manager.
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
. "$ROOT/servers/lib.sh"
apache_php_site ldap-account-manager "${1:-}"
