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
