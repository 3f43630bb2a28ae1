#!/usr/bin/env bash
# Quick start, command one: install, build, prepare the embedded database and serve on http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/pnpm.sh

echo "==> Installing dependencies"
pnpm install --frozen-lockfile
echo "==> Building the server and both apps"
pnpm run build
echo "==> Starting (the database is created and migrated on first start)"
# What `pnpm serve` runs, exec'd so that Ctrl-C and SIGTERM reach the server (it shuts down gracefully).
exec node apps/server/dist/main.js
