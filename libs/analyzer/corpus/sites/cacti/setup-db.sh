#!/bin/bash
# One-time setup of the cacti corpus site's database, reproducing what Debian's cacti postinst does when
# dbconfig-common is allowed to configure the database (cacti/dbconfig-install=true), on a throwaway MariaDB
# (127.0.0.1:3306, root without password). We install with dbconfig-install=false (no debconf prompts), so this
# script does the same steps by hand:
#   1. database cacti_corpus + user cacti_corpus (dbconfig: database/user 'cacti'), Debian's schema
#      /usr/share/cacti/conf_templates/cacti.sql (= /usr/share/doc/cacti/cacti.sql)
#   2. /etc/cacti/debian.php (= include/config.php) with these credentials (dbconfig-generate-include would write it)
#   3. postinst's dbconfig branch: admin password = md5(db password) and no forced change, version = upstream
#      version (skips Cacti's web install wizard, as Debian does), rrdtool_version, default templates imported as
#      www-data with cli/import_package.php, cli/rebuild_poller_cache.php
# Usage: bash setup-db.sh   (as root; drops and recreates the database)
set -eu
S=$(cd "$(dirname "$0")" && pwd)
DB=cacti_corpus; U=cacti_corpus; P=cacti-corpus-pw
M="mysql -uroot -h127.0.0.1"
$M <<SQL
DROP DATABASE IF EXISTS $DB;
CREATE DATABASE $DB DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;
CREATE USER IF NOT EXISTS '$U'@'localhost' IDENTIFIED BY '$P';
CREATE USER IF NOT EXISTS '$U'@'127.0.0.1' IDENTIFIED BY '$P';
GRANT ALL PRIVILEGES ON $DB.* TO '$U'@'localhost';
GRANT ALL PRIVILEGES ON $DB.* TO '$U'@'127.0.0.1';
GRANT SELECT ON mysql.time_zone_name TO '$U'@'localhost';
GRANT SELECT ON mysql.time_zone_name TO '$U'@'127.0.0.1';
FLUSH PRIVILEGES;
SQL
$M $DB < /usr/share/cacti/conf_templates/cacti.sql
# 2. config (stock Debian debian.php with the four database values; see BUILD.md)
install -m 0640 -o root -g www-data "$S/debian.php" /etc/cacti/debian.php
# 3. Debian postinst, dbconfig branch
$M $DB -e "UPDATE user_auth SET password=md5('$P'), must_change_password='' WHERE id=1"
ver=$(dpkg-query -f '${Version}' -W cacti | sed -e 's/+ds[0-9]-.*//' -e 's/~beta[0-9]*//')
$M $DB -e "UPDATE version SET cacti='$ver'"
rrd_ver=$(dpkg-query -f '${Version}' -W rrdtool)
$M $DB -e "INSERT INTO settings SET name='rrdtool_version', value='rrd-${rrd_ver%%[0-9]-*}x'"
for template in /usr/share/cacti/site/install/templates/*.xml.gz; do
  su --shell /bin/sh www-data -c "/usr/share/cacti/cli/import_package.php --filename=${template}" >/dev/null
  echo -n .
done
echo
php /usr/share/cacti/cli/rebuild_poller_cache.php >/dev/null
echo "cacti db ready: version $ver"
