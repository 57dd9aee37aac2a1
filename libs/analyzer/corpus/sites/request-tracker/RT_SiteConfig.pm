# Request Tracker 5.0.3 (Debian 12 request-tracker5) site configuration of the request-tracker corpus site, rendered
# by servers/site.d/request-tracker.sh (@RUN_DIR@ = $RUN/request-tracker) and loaded through RT_SITE_CONFIG, with
# RT_SITE_CONFIG_DIR pointing at an empty folder so that the package's /etc/request-tracker5/RT_SiteConfig.d is not read.
Set($rtname, 'example.test');
Set($Organization, 'example.test');
Set($CorrespondAddress, 'rt@example.test');
Set($CommentAddress, 'rt-comment@example.test');
Set($Timezone, 'UTC');
Set($DatabaseType, 'SQLite');
Set($DatabaseName, '@RUN_DIR@/rtdb');
Set($WebPath, '');
Set($WebDomain, '127.0.0.1');
Set($WebPort, 18500);
Set($WebBaseURL, 'http://127.0.0.1:18500');
Set($LogToSyslog, undef);
Set($LogToSTDERR, 'warning');
1;
