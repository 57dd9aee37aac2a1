<?php
/* Horde 5 (Debian 12 php-horde 5.2.23) configuration of the horde corpus site: servers/site.d/horde.sh renders it
 * (@RUN_DIR@ = $RUN/horde) and installs it as /etc/horde/horde/conf.php while the site runs. Debian's conf.php.dist
 * (the file the package leaves for a first configuration) with the system enabled (testdisable false), plain HTTP,
 * authentication by a password file instead of 'auto' (which would log every visitor in as Administrator: the login
 * page is what an anonymous visitor gets), preferences in the session and logging to a file (no database at all). */
$conf['use_ssl'] = 0;
$conf['server']['name'] = $_SERVER['SERVER_NAME'];
$conf['server']['port'] = 18502;
$conf['cookie']['domain'] = $_SERVER['SERVER_NAME'];
$conf['cookie']['path'] = '/';
$conf['testdisable'] = false;
$conf['debug_level'] = E_ALL & ~E_NOTICE;
$conf['umask'] = 077;
$conf['compress_pages'] = true;
$conf['max_exec_time'] = 0;
$conf['session']['name'] = 'Horde';
$conf['session']['cache_limiter'] = 'nocache';
$conf['session']['max_time'] = 72000;
$conf['session']['timeout'] = 0;
$conf['auth']['admins'] = array('Administrator');
$conf['auth']['driver'] = 'passwd';
$conf['auth']['params'] = array('filename' => '@RUN_DIR@/passwd', 'encryption' => 'crypt-md5', 'show_encryption' => false, 'lock' => false);
$conf['prefs']['driver'] = 'Session';
$conf['cache']['driver'] = 'Null';
$conf['portal']['fixed_blocks'] = array();
$conf['imsp']['enabled'] = false;
$conf['kolab']['enabled'] = false;
$conf['log']['priority'] = 'INFO';
$conf['log']['ident'] = 'HORDE';
$conf['log']['type'] = 'file';
$conf['log']['name'] = '@RUN_DIR@/horde.log';
$conf['log']['enabled'] = true;
