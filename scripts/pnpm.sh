# Sourced by the other scripts: a `pnpm` that works on a fresh machine with only Node.js and npm.
# pnpm 10 is pinned (pnpm 11+ needs Node 22); npx puts it on PATH for child processes, which turbo needs.
PNPM_VERSION=10.34.9
export TURBO_TELEMETRY_DISABLED=1
export NPM_CONFIG_UPDATE_NOTIFIER=false
if command -v pnpm >/dev/null 2>&1 && [ "$(pnpm --version 2>/dev/null)" = "$PNPM_VERSION" ]; then
  pnpm() { command pnpm "$@"; }
else
  pnpm() { npx -y "pnpm@$PNPM_VERSION" "$@"; }
fi
