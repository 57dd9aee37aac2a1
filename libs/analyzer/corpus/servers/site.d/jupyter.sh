#!/bin/bash
# jupyter corpus site: Debian 12 jupyter-notebook 6.4.12 (classic Notebook server on python3-tornado 6.2), default
# configuration (token authentication on, so / lands on its login page), directly on 127.0.0.1:18356, notebook
# directory sites/jupyter/notebooks (--allow-root: the corpus servers run as root). Config, data and runtime
# directories under $RUN/jupyter (no ~/.jupyter).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/jupyter.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
SITE="$ROOT/sites/jupyter"
R="$RUN/jupyter"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  mkdir -p "$R/config" "$R/data" "$R/runtime"
  HOME="$R" JUPYTER_CONFIG_DIR="$R/config" JUPYTER_DATA_DIR="$R/data" JUPYTER_RUNTIME_DIR="$R/runtime" \
    setsid /usr/bin/jupyter-notebook --no-browser --ip=127.0.0.1 --port=18356 --port-retries=0 --allow-root \
    --notebook-dir="$SITE/notebooks" > "$R/jupyter.log" 2>&1 < /dev/null &
  echo $! > "$R/jupyter.pid"
  wait_http jupyter http://127.0.0.1:18356/login "$R/jupyter.log" -f
  ;;
stop)
  stop_pid "$R/jupyter.pid"
  ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
