# Shared by the site.d scripts of sites that run their own server process (sourced, not run).

# wait_http NAME URL LOG [-f]: waits up to 45 s for URL to answer (with -f: with a 2xx/3xx status), then exits the
# calling script: 0 with a line saying the site is up, 1 pointing at LOG.
wait_http() {
  local flags=-s
  [ "${4:-}" = -f ] && flags=-sf
  for _ in $(seq 1 90); do
    curl $flags -o /dev/null "$2" && { echo "$1 up on $2"; exit 0; }
    sleep 0.5
  done
  echo "$1 did not come up; see $3" >&2
  exit 1
}

# bg_start PIDFILE LOG CMD...: runs CMD in a session of its own (stdin /dev/null, stdout and stderr to LOG) and records
# the pid of that process itself in PIDFILE (no subshell between them, so that stop_pid ends the server). Environment
# for CMD goes through env: bg_start "$R/server.pid" "$R/server.log" env PORT=8080 node server.js
bg_start() {
  local pidfile="$1" log="$2"
  shift 2
  setsid "$@" > "$log" 2>&1 < /dev/null &
  echo $! > "$pidfile"
}

# stop_pid PIDFILE: SIGTERM to the recorded process, up to 10 s for it to end, then SIGKILL; removes PIDFILE.
stop_pid() {
  [ -f "$1" ] || return 0
  local p
  p=$(cat "$1")
  kill "$p" 2>/dev/null || true
  for _ in $(seq 1 40); do kill -0 "$p" 2>/dev/null || break; sleep 0.25; done
  kill -9 "$p" 2>/dev/null || true
  rm -f "$1"
}

# lighttpd_start NAME: starts the site's own lighttpd 1.4 instance: sites/NAME/lighttpd.conf rendered into $RUN/NAME
# (@RUN_DIR@ = $RUN/NAME, @SITE_DIR@ = sites/NAME; the folder must exist) with its error log made writable by www-data,
# the user lighttpd drops to; lighttpd daemonises and writes the pid file its configuration names. ROOT and RUN come
# from the caller. The log-report and CGI sites (Webalizer, MRTG, Mailgraph, …) use it.
lighttpd_start() {
  local d="$RUN/$1"
  touch "$d/error.log"; chown www-data:www-data "$d/error.log"
  sed -e "s#@RUN_DIR@#$d#g" -e "s#@SITE_DIR@#$ROOT/sites/$1#g" "$ROOT/sites/$1/lighttpd.conf" > "$d/lighttpd.conf"
  lighttpd -f "$d/lighttpd.conf"
}

# lighttpd_site NAME URL start|stop: a site that is only its own lighttpd instance in front of a Debian package's CGI
# programs: start renders and starts it (lighttpd_start) in a fresh $RUN/NAME with an empty htdocs and waits for URL
# (exits the calling script, see wait_http); stop ends it. Exits with 2 on another action.
lighttpd_site() {
  local d="$RUN/$1"
  case "$3" in
  start)
    stop_pid "$d/lighttpd.pid"
    rm -rf "$d"; mkdir -p "$d/htdocs"
    lighttpd_start "$1"
    wait_http "$1" "$2" "$d/error.log" -f
    ;;
  stop) stop_pid "$d/lighttpd.pid" ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
  esac
}

# apache_php_start DIR SITE_DIR: renders SITE_DIR/apache2.conf and php-fpm.conf into DIR (@RUN_DIR@ = DIR), starts
# the php-fpm 8.2 master, waits up to 5 s for its socket DIR/php-fpm.sock, then starts the Apache instance; returns
# 1 when either fails to start. The PHP sites run on Apache (phpMyAdmin, Cacti, WordPress) use it.
apache_php_start() {
  local f
  for f in apache2.conf php-fpm.conf; do sed -e "s#@RUN_DIR@#$1#g" "$2/$f" > "$1/$f"; done
  php-fpm8.2 --fpm-config "$1/php-fpm.conf" || return 1
  for _ in $(seq 50); do [ -S "$1/php-fpm.sock" ] && break; sleep 0.1; done
  apache2 -f "$1/apache2.conf" -k start || return 1
}

# apache_stop DIR: stops the Apache instance run with DIR/apache2.conf (pid file DIR/apache2.pid) and waits up to 5 s
# for it to end; nothing when DIR has no configuration.
apache_stop() {
  [ -f "$1/apache2.conf" ] && apache2 -f "$1/apache2.conf" -k stop 2>/dev/null
  for _ in $(seq 50); do [ -f "$1/apache2.pid" ] || break; sleep 0.1; done
}

# apache_php_stop DIR: stops the Apache instance and php-fpm master that apache_php_start DIR started.
apache_php_stop() {
  apache_stop "$1"
  stop_pid "$1/php-fpm.pid"
}

# pg_site_db NAME FILE...: creates the PostgreSQL role NAME (password NAME) and database NAME it owns, filled from the
# SQL FILEs in order (plain or gzip), unless the database exists; PGHOST defaults to 127.0.0.1, the superuser to
# PGUSER or postgres. Returns 1 when a step fails. The PHP sites on a database (Zabbix, Tiny Tiny RSS) use it.
pg_site_db() {
  local name="$1" f
  shift
  export PGHOST="${PGHOST:-127.0.0.1}"
  psql -U "${PGUSER:-postgres}" -d postgres -tAc "SELECT 1 FROM pg_database WHERE datname='$name'" | grep -q 1 && return 0
  psql -U "${PGUSER:-postgres}" -d postgres -qc "CREATE ROLE $name LOGIN PASSWORD '$name'" \
    -c "CREATE DATABASE $name OWNER $name" || return 1
  for f in "$@"; do
    zcat -f "$f" | PGPASSWORD="$name" psql -q -U "$name" -d "$name" > /dev/null || return 1
  done
}

# apache_php_site NAME start|stop: a PHP site on its own Apache and php-fpm (apache_php_start/apache_php_stop) with
# the configuration of sites/NAME, runtime files in $RUN/NAME and PHP sessions in $RUN/NAME/sessions (www-data, 0700).
# Exits the calling script with 1 when the start fails, 2 on another argument; ROOT and RUN come from the caller.
apache_php_site() {
  local d="$RUN/$1"
  case "$2" in
  start)
    mkdir -p "$d/sessions"
    chown www-data:www-data "$d/sessions"; chmod 700 "$d/sessions"
    apache_php_start "$d" "$ROOT/sites/$1" || exit 1
    ;;
  stop) apache_php_stop "$d" ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
  esac
}

# npm_static_site NAME DIST PORT start|stop: serves an npm package's prebuilt front end (DIST, the installed package's
# directory of files) as static files: DIST is copied afresh into $R/public at each start and an own lighttpd instance
# runs with sites/NAME/lighttpd.conf (@RUN_DIR@ = $R, the caller's run directory), waited for on 127.0.0.1:PORT.
# Exits the calling script (wait_http) on start; ROOT and R come from the caller.
npm_static_site() {
  case "$4" in
  start)
    [ -f "$2/index.html" ] || { echo "$1: npm ci first (sites/$1/BUILD.md)" >&2; exit 1; }
    stop_pid "$R/lighttpd.pid"
    rm -rf "$R"; mkdir -p "$R"
    cp -r "$2" "$R/public"
    sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/$1/lighttpd.conf" > "$R/lighttpd.conf"
    lighttpd -f "$R/lighttpd.conf"
    wait_http "$1" "http://127.0.0.1:$3/" "$R/error.log" -f
    ;;
  stop) stop_pid "$R/lighttpd.pid" ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
  esac
}

# php_fpm_start DIR: starts php-fpm 8.2 with DIR/php-fpm.conf (a pool that listens on DIR/php-fpm.sock and daemonises)
# and waits up to 5 s for that socket, so that the web server started next finds its FastCGI backend; returns
# php-fpm's status when it fails to start.
php_fpm_start() {
  php-fpm8.2 --fpm-config "$1/php-fpm.conf" || return
  for _ in $(seq 50); do [ -S "$1/php-fpm.sock" ] && break; sleep 0.1; done
}

# example_zone FILE: writes the small DNS zone example.test (SOA, NS, ns1 and www at 127.0.0.1) that the DNS servers'
# sites serve (round 31: bind9, pdns-server).
example_zone() {
  printf '$TTL 3600\n@ IN SOA ns1.example.test. hostmaster.example.test. 1 3600 600 86400 3600\n@ IN NS ns1.example.test.\nns1 IN A 127.0.0.1\nwww IN A 127.0.0.1\n' > "$1"
}

# apache_site NAME URL start|stop: a site that is only its own Apache 2.4 instance (no PHP): start renders
# sites/NAME/apache2.conf into a fresh $RUN/NAME (@RUN_DIR@), starts it and waits for URL (exits the calling script,
# see wait_http); stop ends it (apache_stop). Exits with 2 on another action. The server-status and server-info
# sites (round 40) use it.
apache_site() {
  local d="$RUN/$1"
  case "$3" in
  start)
    apache_stop "$d"
    rm -rf "$d"; mkdir -p "$d"
    sed -e "s#@RUN_DIR@#$d#g" "$ROOT/sites/$1/apache2.conf" > "$d/apache2.conf"
    apache2 -f "$d/apache2.conf" -k start || exit 1
    wait_http "$1" "$2" "$d/apache-error.log" -f
    ;;
  stop) apache_stop "$d" ;;
  *) echo "usage: $0 start|stop" >&2; exit 2 ;;
  esac
}
