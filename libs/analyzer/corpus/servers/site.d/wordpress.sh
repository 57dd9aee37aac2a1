#!/bin/bash
# wordpress corpus site (:18327): Debian 12 wordpress 6.1.9 (Twenty Twenty-Three, default content) on MariaDB
# 127.0.0.1:3306 (database/user wp_corpus), own Apache 2.4 instance + own php-fpm 8.2 pool.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/wordpress.sh start|stop
# Needs (see sites/wordpress/BUILD.md): the Debian packages wordpress + php-mysql, a running MariaDB on
# 127.0.0.1:3306 where root may log in without a password. start installs sites/wordpress/config-127.0.0.1.php as
# /etc/wordpress/config-127.0.0.1.php (Debian's wp-config.php reads it), creates the database and user if missing,
# and runs WordPress's own web installer (POST wp-admin/install.php?step=2) if the tables are missing.
set -u
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
D="$RUN/wordpress"
S="$ROOT/sites/wordpress"
URL="http://127.0.0.1:18327"
DBPW='corpus-throwaway-wp-1'
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mysqladmin -uroot -h127.0.0.1 -P3306 ping >/dev/null 2>&1 \
    || { echo "wordpress: MariaDB is not answering on 127.0.0.1:3306" >&2; exit 1; }
  mkdir -p "$D/sessions"
  chown www-data:www-data "$D/sessions"; chmod 700 "$D/sessions"
  # Debian's way: /etc/wordpress/config-<host>.php (host = HTTP_HOST without port)
  if ! cmp -s "$S/config-127.0.0.1.php" /etc/wordpress/config-127.0.0.1.php; then
    install -m 640 -o root -g www-data "$S/config-127.0.0.1.php" /etc/wordpress/config-127.0.0.1.php || exit 1
  fi
  mysql -uroot -h127.0.0.1 -P3306 <<EOF || exit 1
CREATE DATABASE IF NOT EXISTS wp_corpus DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS 'wp_corpus'@'127.0.0.1' IDENTIFIED BY '$DBPW';
CREATE USER IF NOT EXISTS 'wp_corpus'@'localhost' IDENTIFIED BY '$DBPW';
GRANT ALL PRIVILEGES ON wp_corpus.* TO 'wp_corpus'@'127.0.0.1';
GRANT ALL PRIVILEGES ON wp_corpus.* TO 'wp_corpus'@'localhost';
FLUSH PRIVILEGES;
EOF
  apache_php_start "$D" "$S" || exit 1
  for _ in $(seq 50); do curl -s -o /dev/null "$URL/wp-login.php" && break; sleep 0.1; done
  if [ -z "$(mysql -uroot -h127.0.0.1 -P3306 -N -e "SHOW TABLES FROM wp_corpus LIKE 'wp_options'")" ]; then
    # WordPress's own installer, as a person fills in the form (English, default "search engines allowed")
    curl -sS -o "$D/install-step2.html" -w '%{http_code}\n' "$URL/wp-admin/install.php?step=2" \
      --data-urlencode 'weblog_title=Corpus Blog' --data-urlencode 'user_name=admin' \
      --data-urlencode 'admin_password=corpus-throwaway-pw-1' --data-urlencode 'admin_password2=corpus-throwaway-pw-1' \
      --data-urlencode 'pw_weak=on' --data-urlencode 'admin_email=admin@example.invalid' \
      --data-urlencode 'language=' --data-urlencode 'Submit=Install WordPress' > "$D/install.code" || exit 1
    grep -q 'Success!' "$D/install-step2.html" \
      || { echo "wordpress: install.php step 2 failed, see $D/install-step2.html" >&2; exit 1; }
    # The installer switched on PATHINFO permalinks (/index.php/%year%/...: its test found no mod_rewrite but
    # PATHINFO works); set them back to "Plain" as Settings > Permalinks does (structure '', rules flushed).
    mysql -uroot -h127.0.0.1 -P3306 wp_corpus -e "UPDATE wp_options SET option_value='' \
      WHERE option_name IN ('permalink_structure','rewrite_rules')" || exit 1
  fi
  ;;
stop)
  apache_php_stop "$D"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
