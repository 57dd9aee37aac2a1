<?php
// PostfixAdmin 3.3.13 (Debian 12) local settings for the postfixadmin corpus site: the file the stock
// /etc/postfixadmin/config.inc.php tells you to create (it loads /etc/postfixadmin/config.local.php last).
// servers/site.d/postfixadmin.sh renders it (@RUN_DIR@ -> $RUN/postfixadmin) and installs it as
// /etc/postfixadmin/config.local.php (root:www-data 0640). Everything else is the package's config.inc.php.
$CONF['configured'] = true;

// SQLite database (PostfixAdmin supports 'mysqli', 'pgsql' and 'sqlite'); the schema is created by setup.php.
$CONF['database_type'] = 'sqlite';
$CONF['database_name'] = '@RUN_DIR@/db/postfixadmin.db';

// Throwaway setup password for this local test deployment: 'corpus-setup-2026' (hash made with PHP's
// password_hash(..., PASSWORD_DEFAULT), as setup.php's "Generate setup_password" form does).
$CONF['setup_password'] = '$2y$10$JCHSKzhajSiv93/1DsICAOCjExY/OyIvHH5ilCvQBjmvFMj9FsB1C';
