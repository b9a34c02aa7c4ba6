#!/usr/bin/env bash
# Everything the tests need, then every test: the docs' links, format, lint, types, units, the production build,
# browser and process tests, the Docker image, load and fault tests. Run it as `npm test` (after `npm install`).
set -euo pipefail
cd "$(dirname "$0")/.."

# Each step's time, printed at the end (also after a failure), so a slow run shows where it went.
timings=""
step_name="Test tools"
step_start=$SECONDS
end_step() {
  timings+="$(printf '%6d s  %s' $((SECONDS - step_start)) "$step_name")"$'\n'
}
step() {
  end_step
  step_name="$1"
  step_start=$SECONDS
  echo "==> $1"
}
report_timings() {
  end_step
  printf '\n==> Time per step (%d s in all)\n%s' "$SECONDS" "$timings"
}
trap report_timings EXIT

bash scripts/ensure-test-tools.sh

step "Links in README.md and docs/ (every relative link and anchor, offline; a few seconds)"
npm run docs:links

# Three single-threaded checks that read the tree and write nothing another reads (the type check's
# generated types are ignored by the other two): run side by side on two cores, each one's output
# printed whole when it ends, and the step fails if any of them does.
run_side_by_side() {
  local dir pids=() names=() failed=0 i
  dir="$(mktemp -d)"
  for i in "$@"; do
    names+=("$i")
    npm run --silent "$i" > "$dir/$i.log" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    if wait "${pids[$i]}"; then echo "--- npm run ${names[$i]}: passed"; else echo "--- npm run ${names[$i]}: FAILED"; failed=1; fi
    cat "$dir/${names[$i]}.log"
  done
  rm -rf "$dir"
  return "$failed"
}

step "Format (Prettier; fix with npm run format), lint (ESLint) and type check, side by side"
run_side_by_side format:check lint typecheck

step "Unit tests (Vitest, real PostgreSQL)"
npx vitest run

step "Production build"
npm run build

step "Browser and process tests (Playwright, Chromium, JavaScript on and off)"
npx playwright test "$@"

step "Docker image: built and run, the one place the production runtime (Node 22) is tested"
npm run test:docker

step "Load and fault tests (about four minutes; numbers are recorded by npm run test:load and npm run bench)"
LOAD_TESTS_RECORD=0 npx playwright test -c playwright.load.config.ts
