#!/usr/bin/env bash
# `npm test`: lint (incl. the backend module boundaries and the library boundary), then every test tier — unit +
# integration (Jest: libs and backend, against the real PostgreSQL, Redis, BullMQ worker and fixture websites on
# 127.0.0.1), the admin panel's tests (Vitest), the fault-tolerance suite (worker processes killed and stopped) and the browser tests (Playwright in Debian's Chromium).
# Ends with one summary line "tests: N passed, N failed[, N skipped]" and a non-zero exit code on any failure.
set -uo pipefail
cd "$(dirname "$0")/../.."
bash infra/scripts/services.sh || exit 1
bash infra/scripts/chromium.sh || exit 1
npx nx run-many -t build --outputStyle=static || exit 1

rm -rf test-results && mkdir -p test-results
status=0
npm run lint --silent || { echo "lint: failed (npm run lint)"; status=1; }
npx jest --ci --json --outputFile=test-results/jest.json || status=1
# Fault tolerance: real API/worker processes from backend/dist killed, stopped and starved.
(cd backend && npx jest -c test/faults/jest.config.js --ci --json --outputFile=../test-results/jest-faults.json) || status=1
# The admin panel's own tests (Vitest in happy-dom: components, the data provider against a local protocol server).
(cd admin && npx vitest run --reporter=default --reporter=json --outputFile.json=../test-results/vitest-admin.json) || status=1
(cd frontend && PLAYWRIGHT_JSON_OUTPUT_NAME=../test-results/playwright.json npx playwright test --reporter=list,json) || status=1
node infra/scripts/test-summary.js test-results || status=1
exit $status
