#!/usr/bin/env node
/**
 * Prints one closing line for the whole test run, "tests: N passed, N failed, N skipped", from the JSON reports
 * Jest (`--json --outputFile`), Vitest (json reporter) and Playwright (json reporter) wrote into the directory given as argv[2].
 * Flaky browser tests (failed, then passed on retry) count as passed and are reported on a line of their own.
 * Exits 1 when a report is missing (a tier that did not run is a failure, not a silent pass).
 */
const fs = require('node:fs');
const path = require('node:path');

const dir = process.argv[2] ?? 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
let missing = false;

function read(file) {
  try {
    return JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  } catch {
    console.error(`test-summary: ${file} is missing or unreadable`);
    missing = true;
    return null;
  }
}

// The unit + integration run and the fault-tolerance suite (npm run test:faults) are both Jest runs; the admin
// panel's Vitest run writes the same JSON shape (its json reporter is Jest-compatible).
for (const file of ['jest.json', 'jest-faults.json', 'vitest-admin.json']) {
  const jest = read(file);
  if (!jest) continue;
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
  skipped += jest.numPendingTests + (jest.numTodoTests ?? 0);
}
const pw = read('playwright.json');
if (pw) {
  const s = pw.stats ?? {};
  // A browser test that failed once and passed on its retry (playwright.config.ts `retries`) counts as passed, and is
  // named on its own line so that flakiness stays visible.
  flaky = s.flaky ?? 0;
  passed += (s.expected ?? 0) + flaky;
  failed += s.unexpected ?? 0;
  skipped += s.skipped ?? 0;
}
if (flaky > 0) console.log(`flaky (passed on retry): ${flaky} browser test(s) — see the Playwright report`);
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(missing || failed > 0 ? 1 : 0);
