#!/usr/bin/env bash
# Runs tests with the site's processes on a moved clock, to find tests (and code) that depend on
# the hour, the weekday or the date they run at: libfaketime moves the clock of the test runner,
# the servers and their PostgreSQL by one offset, and time runs on from there. The browser keeps
# the real clock (under libfaketime Chromium hangs), so only tests whose pages run no script are
# run: the JavaScript-off and process projects, or Vitest. Not part of `npm test`.
#
#   scripts/test-at.sh 2026-12-04T21:45:00Z [spec filters]   Playwright (run `npm run build` first)
#   scripts/test-at.sh 2026-12-04T21:45:00Z --vitest [files] Vitest
set -euo pipefail
if [ $# -lt 1 ] || ! date -d "$1" >/dev/null 2>&1; then
  echo "usage: scripts/test-at.sh <time date(1) reads, e.g. 2026-12-04T21:45:00Z> [--vitest] [filters]" >&2
  exit 2
fi
at="$1"
shift

library() { dpkg -L libfaketime 2>/dev/null | grep '/libfaketime\.so\.1$' | head -n 1; }
if [ -z "$(library)" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "==> Installing libfaketime from Debian's packages"
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null
  else
    echo "scripts/test-at.sh needs libfaketime: sudo apt-get install -y faketime" >&2
    exit 1
  fi
fi

# The browser is started through a wrapper that takes it off the moved clock.
browser="${CHROMIUM_HEADLESS_SHELL_PATH:-/usr/bin/chromium-headless-shell}"
wrapper="$(mktemp -d)/chromium-headless-shell"
trap 'rm -rf "$(dirname "$wrapper")"' EXIT
printf '#!/bin/sh\nunset LD_PRELOAD FAKETIME FAKETIME_DONT_FAKE_MONOTONIC\nexec "%s" "$@"\n' "$browser" >"$wrapper"
chmod +x "$wrapper"

offset=$(($(date -d "$at" +%s) - $(date +%s)))
echo "==> Clock moved to $(date -u -d "$at" '+%Y-%m-%d %H:%M:%S UTC') ($(TZ=America/New_York date -d "$at" '+%a %b %-d, %-I:%M %p %Z'))"
export FAKETIME="+${offset}s" FAKETIME_DONT_FAKE_MONOTONIC=1 LD_PRELOAD="$(library)"
export CHROMIUM_HEADLESS_SHELL_PATH="$wrapper"

if [ "${1:-}" = "--vitest" ]; then
  shift
  # Its deadlock test waits on PostgreSQL's deadlock timer, which libfaketime breaks whenever the
  # offset is not 0: it times out at every moved time, and passes with PostgreSQL on the real clock.
  exec npx vitest run --exclude app/booking/seat-race.server.test.ts "$@"
fi
exec npx playwright test --project=js-off --project=server "$@"
