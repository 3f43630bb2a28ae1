#!/usr/bin/env bash
# The end-to-end tests drive a real headless Chromium. Install Debian's package when it is missing
# (never a browser download of a test tool's own: this network only reaches the package registries).
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ] && [ -x "$CHROMIUM_PATH" ]; then exit 0; fi
for candidate in /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -x "$candidate" ]; then exit 0; fi
done
echo "==> Chromium not found: installing Debian's chromium package"
SUDO=""
if [ "$(id -u)" != "0" ]; then SUDO="sudo"; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
echo "==> Installed $(/usr/bin/chromium --version)"
