#!/usr/bin/env bash
# The browser tests drive Debian's Chromium (Playwright cannot download its own here).
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "==> Installing Chromium from Debian's packages"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq chromium >/dev/null
  exit 0
fi
cat >&2 <<MSG
Chromium is needed for the browser tests and was not found at $browser.
Install it with:   sudo apt-get install -y chromium
or point CHROMIUM_PATH at an existing Chromium or Chrome binary.
MSG
exit 1
