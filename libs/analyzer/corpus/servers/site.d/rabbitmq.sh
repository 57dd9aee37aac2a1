#!/bin/bash
# rabbitmq corpus site: Debian 12 RabbitMQ 3.10.8 (Erlang 25), a node of its own (corpus@localhost) with the
# management plugin (sites/rabbitmq/enabled_plugins, rabbitmq.conf): its web interface on 127.0.0.1:18381, AMQP on
# :18382, Erlang distribution on :18383 and an epmd of its own on :18384 (loopback; the system's node is untouched),
# Mnesia, logs and Erlang cookie in $RUN/rabbitmq.
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/rabbitmq.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/rabbitmq"
. "$ROOT/servers/lib.sh"
export HOME="$R/home" RABBITMQ_NODENAME=corpus@localhost RABBITMQ_CONFIG_FILE="$R/rabbitmq.conf" \
  RABBITMQ_ENABLED_PLUGINS_FILE="$R/enabled_plugins" RABBITMQ_MNESIA_BASE="$R/mnesia" RABBITMQ_LOG_BASE="$R/log" \
  RABBITMQ_CONF_ENV_FILE="$R/rabbitmq-env.conf" RABBITMQ_PID_FILE="$R/rabbit.pid" RABBITMQ_DIST_PORT=18383 \
  ERL_EPMD_PORT=18384 ERL_EPMD_ADDRESS=127.0.0.1 \
  RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS="-kernel inet_dist_use_interface {127,0,0,1}"
case "${1:-}" in
start)
  stop_pid "$R/server.pid"
  rm -rf "$R"; mkdir -p "$R/home" "$R/mnesia" "$R/log"; touch "$R/rabbitmq-env.conf"
  cp "$ROOT/sites/rabbitmq/rabbitmq.conf" "$ROOT/sites/rabbitmq/enabled_plugins" "$R/"
  setsid /usr/lib/rabbitmq/bin/rabbitmq-server > "$R/server.log" 2>&1 < /dev/null &
  echo $! > "$R/server.pid"
  wait_http rabbitmq http://127.0.0.1:18381/ "$R/server.log" -f
  ;;
stop)
  stop_pid "$R/server.pid"
  epmd -kill > /dev/null 2>&1 || true
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
