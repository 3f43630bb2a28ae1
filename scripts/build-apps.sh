#!/usr/bin/env bash
# The apps as the end-to-end tests run them: the server bundle and both apps' production builds, each built once.
# Type-checking is its own CI step (`turbo run typecheck`), so this skips the `tsc` that `pnpm build` starts with, and
# the seller is built in one pass: the release build's first pass only tunes which modules share the first
# download (apps/seller/initial-chunk.ts), which no journey depends on.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/pnpm.sh

pnpm exec turbo run generate --output-logs=errors-only
pnpm --filter @margin/server run build
(cd apps/seller && pnpm exec vite build --logLevel warn && node ../../scripts/precompress.mjs dist)
(cd apps/admin && pnpm exec vite build --logLevel warn && node ../../scripts/precompress.mjs dist)
