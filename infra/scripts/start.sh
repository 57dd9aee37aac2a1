#!/usr/bin/env bash
# `npm start`: API, worker, frontend and a local mail catcher (SMTP on 127.0.0.1:1025, the default SMTP_URL; it
# prints every mail's links, e.g. the email-verification and password-reset links) with prefixed logs; Ctrl-C stops them all.
set -euo pipefail
cd "$(dirname "$0")/../.."
bash infra/scripts/services.sh
# The web app is the frontend's production server (server-side rendering, and the admin panel under /admin), so the
# frontend and the admin panel are built too (nx skips what has not changed). The web server is the one proxy hop in
# front of the API (TRUST_PROXY=1 there); visitors reach the web server directly (no TRUST_PROXY there).
npx nx run-many -t build -p @stacklens/contracts @stacklens/analyzer @stacklens/backend @stacklens/frontend @stacklens/admin --outputStyle=static
npm run migrate -w @stacklens/backend
exec npx concurrently --kill-others --names api,worker,web,mail --prefix-colors blue,magenta,green,yellow \
  "TRUST_PROXY=1 npm run start:api -w @stacklens/backend" \
  "npm run start:worker -w @stacklens/backend" \
  "npm run start -w @stacklens/frontend" \
  "npx tsx infra/scripts/mail-catcher.ts --port 1025"
