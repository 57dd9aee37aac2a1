#!/usr/bin/env bash
# Ensures Debian's Chromium is installed at /usr/bin/chromium (browser tests and, later, the analyzer's browser
# stage drive it through playwright-core). Never downloads a browser build of its own.
set -euo pipefail
CHROMIUM_PATH=${CHROMIUM_PATH:-/usr/bin/chromium}
if [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "chromium: installing Debian's chromium package"
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
else
  echo "chromium: $CHROMIUM_PATH is missing. Install it with: sudo apt-get install -y chromium (or set CHROMIUM_PATH)." >&2
  exit 1
fi
