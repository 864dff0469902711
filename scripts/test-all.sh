#!/usr/bin/env bash
# Runs every test: api integration tests (real PostgreSQL), web component tests, browser tests.
# Prints one closing line "N passed, N failed" summing all three.
set -uo pipefail
cd "$(dirname "$0")/.."
results=$(mktemp -d)
status=0

echo "== api: integration tests (jest, real PostgreSQL) =="
# REDIS_URL (.ci/run sets it when a Redis answers) is passed on: the test of live updates across two
# api instances runs only with it.
if [ -n "${REDIS_URL:-}" ]; then
  export REDIS_URL
  echo "REDIS_URL=$REDIS_URL: live updates across two api instances are tested"
else
  echo "REDIS_URL unset: the test of live updates across two api instances is skipped"
fi
npm run test --workspace api -- --json --outputFile="$results/api.json" || status=1

echo "== web: component tests (jest + Testing Library) =="
npm run test --workspace web -- --json --outputFile="$results/web.json" || status=1

echo "== browser tests (Playwright + Chromium) =="
if [ "${SKIP_BUILD:-}" != "1" ]; then  # SKIP_BUILD=1 reuses api/dist and web/dist
  npm run build || status=1
fi
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" npx playwright test --reporter=list,json || status=1

node scripts/summarize-tests.mjs "$results" || status=1
rm -rf "$results"
exit $status
