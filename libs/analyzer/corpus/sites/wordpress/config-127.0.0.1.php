<?php
/**
 * Debian WordPress configuration file for the host 127.0.0.1 (StackLens corpus site "wordpress", :18327).
 * Installed as /etc/wordpress/config-127.0.0.1.php (by servers/site.d/wordpress.sh start): Debian's
 * /usr/share/wordpress/wp-config.php strips the port from HTTP_HOST ("127.0.0.1:18327" -> "127.0.0.1") and
 * requires /etc/wordpress/config-<host>.php.
 * Based on /usr/share/doc/wordpress/examples/config-default.php; all secrets are throwaway (loopback only).
 */

// ** MySQL settings ** //
define( 'DB_NAME', 'wp_corpus' );
define( 'DB_USER', 'wp_corpus' );
define( 'DB_PASSWORD', 'corpus-throwaway-wp-1' );
define( 'DB_HOST', '127.0.0.1:3306' );
define( 'DB_CHARSET', 'utf8' );
define( 'DB_COLLATE', '' );

/**#@+
 * Authentication unique keys and salts (throwaway).
 */
define( 'AUTH_KEY',         'Uu2mrmtb6qTdCAHs3u3bslMkvgYTOkda1Xe9YmJ7YaX65Daf' );
define( 'SECURE_AUTH_KEY',  '0qqlwkfMtfJeNy340rnMcYBR6FqLk6ZCRd9D9TWxKB4gd2RS' );
define( 'LOGGED_IN_KEY',    'N5LWSicS8lLeCVVWkq0gPmKD5HymEqOc5kYZ2M1LuNwLcB0i' );
define( 'NONCE_KEY',        '5Q0VHthFRhSKW4zo6XySkFnQtdEw3avjF1Siz6rvWeab2BYc' );
define( 'AUTH_SALT',        'COaq6wllpXXvPlw3H9xALtJajxmT57fldDt3qlq3IHMuypgZ' );
define( 'SECURE_AUTH_SALT', 'uVTXtQYwuItmhdbZZDy6gJZ91aouCD4gBBQPlsROaGIESqoO' );
define( 'LOGGED_IN_SALT',   'HJetS28N1nTFECMxTR9PQ1Wj75QfjG5TgShcez9jP8dLq5gq' );
define( 'NONCE_SALT',       'gJXgiegeJcg0eTBEoPUUM9n0JfdDRTy5PmzjxowXU7CwWvkR' );
/**#@-*/

$table_prefix = 'wp_';

define( 'WP_DEBUG', false );

/* Add any custom values between this line and the "stop editing" line. */

/* Corpus sandbox: this machine may contact 127.0.0.1 only. Blocks WordPress's own outgoing HTTP requests
 * (update checks to api.wordpress.org from wp-cron, dashboard feeds); nothing of it changes the pages. */
define( 'WP_HTTP_BLOCK_EXTERNAL', true );

/* That's all, stop editing! Happy publishing. */

define('WP_CONTENT_DIR', '/var/lib/wordpress/wp-content');
