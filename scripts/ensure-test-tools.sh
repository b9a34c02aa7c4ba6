#!/usr/bin/env bash
# What the tests need beyond npm: Debian's headless Chromium shell for the browser tests and its
# full Chromium for the benchmarks and image scripts (Playwright cannot download its own browsers
# here), and a Java runtime for the HTML validator (vnu-jar). Installed when run as root on
# Debian; otherwise this says exactly what to install.
set -euo pipefail
missing=()
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] || { echo "CHROMIUM_PATH=$CHROMIUM_PATH is not an executable" >&2; exit 1; }
else
  [ -x "${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}" ] || missing+=("chromium-headless-shell")
  [ -x /usr/bin/chromium ] || missing+=("chromium")
fi
command -v java >/dev/null 2>&1 || missing+=("default-jre-headless")
[ ${#missing[@]} -eq 0 ] && exit 0

if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
  echo "==> Installing from Debian's packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq "${missing[@]}" >/dev/null
  exit 0
fi
cat >&2 <<MSG
The tests need: ${missing[*]}
Install with:   sudo apt-get install -y ${missing[*]}
(or point CHROMIUM_PATH at an existing Chromium or Chrome binary).
MSG
exit 1
