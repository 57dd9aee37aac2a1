<?php
/* Roundcube config for the StackLens corpus site (rendered to $RUN/roundcube/config/config.inc.php by
 * servers/site.d/roundcube.sh; @RUN_DIR@ = $RUN/roundcube). Debian's /etc/roundcube/config.inc.php as the
 * package installs it, with: the database (dbconfig-common's sqlite3 DSN form, file under $RUN),
 * IMAP/SMTP on 127.0.0.1 (no IMAP server runs; the login page does not connect), log and temp dirs under $RUN,
 * a fixed des_key. Everything else: /etc/roundcube/defaults.inc.php (symlinked next to this file). */
$config = [];
$config['db_dsnw'] = 'sqlite:///@RUN_DIR@/db/roundcube.sqlite?mode=0640';
$config['imap_host'] = ["127.0.0.1:143"];
$config['smtp_host'] = '127.0.0.1:587';
$config['smtp_user'] = '%u';
$config['smtp_pass'] = '%p';
$config['support_url'] = '';
$config['product_name'] = 'Roundcube Webmail';
$config['des_key'] = 'q7X2mB9vK4tR1wZ8nC5pL3sD';
$config['plugins'] = [
];
$config['skin'] = 'elastic';
$config['enable_spellcheck'] = false;
$config['log_dir'] = '@RUN_DIR@/logs/';
$config['temp_dir'] = '@RUN_DIR@/temp/';
