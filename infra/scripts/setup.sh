#!/usr/bin/env bash
# `npm run setup`: install dependencies, ensure PostgreSQL + Redis, build, run migrations, seed the catalogue.
set -euo pipefail
cd "$(dirname "$0")/../.."
# `npm install` honours package-lock.json; `npm ci` would reject the lock where a registry mirror lacks
# optional binaries of other platforms (see .ci/run).
npm install --no-audit --no-fund
bash infra/scripts/services.sh
npx nx run-many -t build --outputStyle=static
npm run migrate -w @stacklens/backend
npm run seed -w @stacklens/backend
echo
echo "StackLens is set up. Run: npm start   (web http://localhost:5173, API http://localhost:3000/api)"
