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

step "Format check (Prettier; fix with npm run format)"
npm run format:check

step "Lint (ESLint)"
npm run lint

step "Type check"
npm run typecheck

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
