#!/usr/bin/env bash
# Quick start, command two: every test. Unit and property tests, integration tests against a real database
# (PostgreSQL when one answers at TEST_DATABASE_URL or 127.0.0.1:5432, else the embedded one), and
# end-to-end journeys in headless Chromium against the built apps.
#
#   bash scripts/test.sh                     every tier
#   bash scripts/test.sh unit integration    some tiers (unit, integration, e2e); docs/ci.md describes them
#
# Unit and integration tests run in one vitest process (each package a project of vitest.config.ts). The e2e tier
# builds the apps first, unless MARGIN_APPS_BUILT=1 says the caller just did (scripts/build-apps.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/pnpm.sh

tiers=("$@")
[ ${#tiers[@]} -gt 0 ] || tiers=(unit integration e2e)
projects=()
e2e=0
for tier in "${tiers[@]}"; do
  case "$tier" in
    unit) projects+=(--project @margin/core --project @margin/admin --project @margin/seller) ;;
    integration) projects+=(--project @margin/db --project @margin/api --project @margin/client --project @margin/server) ;;
    e2e) e2e=1 ;;
    *) echo "unknown tier: $tier (unit, integration, e2e)" >&2; exit 2 ;;
  esac
done

# CI installs once before its checks and says so; a fresh machine installs here.
[ "${MARGIN_DEPS_READY:-}" = 1 ] || pnpm install --frozen-lockfile

log=$(mktemp)
status=0
if [ ${#projects[@]} -gt 0 ]; then
  pnpm exec turbo run generate --output-logs=errors-only
  echo "==> unit and integration tests on Node.js $(node --version)"
  pnpm exec vitest run "${projects[@]}" 2>&1 | tee -a "$log" || status=$?
fi
if [ "$e2e" = 1 ]; then
  bash scripts/ensure-chromium.sh
  if [ "${MARGIN_APPS_BUILT:-}" != 1 ]; then bash scripts/build-apps.sh || status=$?; fi
  echo "==> end-to-end tests on Node.js $(node --version)"
  (cd e2e && pnpm exec vitest run) 2>&1 | tee -a "$log" || status=$?
fi

# One closing line for the whole run, summed over every vitest run.
node scripts/sum-test-counts.mjs "$log"
rm -f "$log"
exit "$status"
