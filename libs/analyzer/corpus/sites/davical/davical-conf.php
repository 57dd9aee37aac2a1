<?php
// DAViCal 1.1.12 (Debian 12 davical) configuration of the davical corpus site: servers/site.d/davical.sh installs it as
// /etc/davical/127.0.0.1-conf.php (DAViCal's always.php reads /etc/davical/<SERVER_NAME>-conf.php first; this site's
// nginx sets server_name 127.0.0.1), leaving Debian's /etc/davical/config.php as shipped.
$c->pg_connect[] = "host=127.0.0.1 port=5432 dbname=davical user=davical_app";
$c->system_name = "DAViCal CalDAV Server";
$c->admin_email = "calendar-admin@example.test";
