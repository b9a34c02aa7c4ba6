#!/usr/bin/env bash
# Everything the tests need, then every test: the docs' links, format, lint, types, units, the production build,
# browser and process tests, the Docker image, load and fault tests. Run it as `npm test` (after `npm install`).
set -euo pipefail
cd "$(dirname "$0")/.."

bash scripts/ensure-test-tools.sh

echo "==> Links in README.md and docs/ (every relative link and anchor, offline; a few seconds)"
npm run docs:links

echo "==> Format check (Prettier; fix with npm run format)"
npm run format:check

echo "==> Lint (ESLint)"
npm run lint

echo "==> Type check"
npm run typecheck

echo "==> Unit tests (Vitest, real PostgreSQL)"
npx vitest run

echo "==> Production build"
npm run build

echo "==> Browser and process tests (Playwright, Chromium, JavaScript on and off)"
npx playwright test "$@"

echo "==> Docker image: built and run, the one place the production runtime (Node 22) is tested"
npm run test:docker

echo "==> Load and fault tests (about four minutes; numbers are recorded by npm run test:load and npm run bench)"
LOAD_TESTS_RECORD=0 npx playwright test -c playwright.load.config.ts
