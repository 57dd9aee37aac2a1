#!/bin/bash
# minidlna corpus site: Debian 12 MiniDLNA 1.3.0 (minidlnad) as a plain foreground process (-d, -P pid file) with
# sites/minidlna/minidlna.conf on 127.0.0.1:18512; its media directory $RUN/minidlna/media holds one small file made
# at start (a one-second WAV made by python3's wave module). Recorded page: / (its status page).
# Usage: ROOT=<corpus dir> RUN=<runtime dir> bash servers/site.d/minidlna.sh start|stop
set -eu
ROOT="${ROOT:-$(cd "$(dirname "$0")/../.." && pwd)}"
RUN="${RUN:-/tmp/stacklens-corpus-run}"
R="$RUN/minidlna"
. "$ROOT/servers/lib.sh"
case "${1:-}" in
start)
  stop_pid "$R/minidlna.pid"
  rm -rf "$R"; mkdir -p "$R/media/Music" "$R/db"
  python3 -c 'import wave,sys; w=wave.open(sys.argv[1],"wb"); w.setnchannels(1); w.setsampwidth(2); w.setframerate(8000); w.writeframes(b"\0\0"*8000); w.close()' "$R/media/Music/tone.wav"
  sed -e "s#@RUN_DIR@#$R#g" "$ROOT/sites/minidlna/minidlna.conf" > "$R/minidlna.conf"
  bg_start "$R/minidlna.pid" "$R/minidlnad.out" minidlnad -d -f "$R/minidlna.conf" -P "$R/minidlnad.pid"
  wait_http minidlna http://127.0.0.1:18512/ "$R/minidlnad.out"
  ;;
stop) stop_pid "$R/minidlna.pid" ;;
*) echo "usage: $0 start|stop" >&2; exit 2 ;;
esac
