#!/usr/bin/env bash
# Every test: lint, types, formatting, unit + integration, production build, the performance
# budgets that are deterministic, browser tests.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# Production builds need the site's origin (lib/env-check.ts); the tests serve it locally.
export NEXT_PUBLIC_SITE_URL="${NEXT_PUBLIC_SITE_URL:-http://localhost:3000}"

bash scripts/ensure-chromium.sh

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "lint";         npm run --silent lint
step "typecheck";    npm run --silent typecheck
step "format";       npm run --silent format:check
step "audit (runtime dependencies)"; node scripts/audit.mjs
step "unit + integration"; npx jest --ci
step "build";        npx next build
# First-load JS of every page, Lighthouse accessibility, SEO, best practices and DevTools-throttled
# CLS on a few pages, a load smoke with no errors (bench/README.md). Timing ratios: `npm run bench`.
step "budgets";      npm run --silent bench:ci
step "browser";      npx playwright test
# A second build (in .next/third-party) with every third party on, against loopback stand-ins.
step "browser (every third party on)"; npx playwright test --config playwright.third-party.config.ts
