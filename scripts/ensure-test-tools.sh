#!/usr/bin/env bash
# What the tests need beyond npm: Debian's Chromium (Playwright cannot download its own browser
# here) and a Java runtime for the HTML validator (vnu-jar). Installed when run as root on
# Debian; otherwise this says exactly what to install.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
missing=()
[ -x "$browser" ] || missing+=("chromium")
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
