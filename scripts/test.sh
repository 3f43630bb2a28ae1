#!/usr/bin/env bash
# Quick start, command two: every test. Unit and property tests, integration tests against a real database
# (PostgreSQL when one answers at TEST_DATABASE_URL or 127.0.0.1:5432, else the embedded one), and
# end-to-end journeys in headless Chromium against the built apps.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/pnpm.sh

pnpm install --frozen-lockfile
bash scripts/ensure-chromium.sh

log=$(mktemp)
status=0
# --concurrency=1 keeps test processes from competing for the machine's two cores (timing-sensitive tests).
pnpm exec turbo run test test:e2e --concurrency=1 --output-logs=full 2>&1 | tee "$log" || status=$?

# One closing line for the whole suite, summed over every vitest run.
node scripts/sum-test-counts.mjs "$log"
rm -f "$log"
exit "$status"
