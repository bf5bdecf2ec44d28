#!/usr/bin/env bash
# Every test: lint, types, formatting, the runtime-dependency audit, unit + integration, the
# production build, the deterministic performance budgets, valid HTML, the browser tests, the
# browser tests of a second build with every third party on, and two servers sharing one cache. Steps
# that do not depend on each other run side by side, each into its own log, printed when it ends.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1
# Production builds need the site's origin (lib/env-check.ts); the tests serve it locally.
export NEXT_PUBLIC_SITE_URL="${NEXT_PUBLIC_SITE_URL:-http://localhost:3000}"
# Every server the suite starts listens on a port derived from one base, so two checkouts running
# the suite side by side only need different E2E_PORTs: the browser tests' server on the base, their
# second servers on base + 1..3, the budgets' three servers on base + 10..12, the build with every
# third party on base + 20 and its stand-ins on base + 21.
export E2E_PORT="${E2E_PORT:-3005}"
export BENCH_PORT="${BENCH_PORT:-$((E2E_PORT + 10))}"
export E2E_THIRD_PARTY_PORT="${E2E_THIRD_PARTY_PORT:-$((E2E_PORT + 20))}"
export STAND_IN_PORT="${STAND_IN_PORT:-$((E2E_THIRD_PARTY_PORT + 1))}"

bash scripts/ensure-tools.sh

logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT
started=$SECONDS

# Runs "name: command" pairs side by side; prints each log; fails if any failed.
together() {
  local pids=() names=() failed=0
  for job in "$@"; do
    local name=${job%%:*}
    names+=("$name")
    (
      start=$SECONDS
      status=0
      bash -c "${job#*:}" >"$logs/$name.log" 2>&1 || status=$?
      echo "$((SECONDS - start))" >"$logs/$name.time"
      exit "$status"
    ) &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    local status=0
    wait "${pids[$i]}" || status=$?
    printf '\n\033[1m== %s (%s s)\033[0m\n' "${names[$i]}" "$(cat "$logs/${names[$i]}.time")"
    cat "$logs/${names[$i]}.log"
    if [ "$status" -ne 0 ]; then
      echo "✗ ${names[$i]} failed (exit $status)"
      failed=1
    fi
  done
  return "$failed"
}

together \
  "lint: npm run --silent lint" \
  "typecheck: npm run --silent typecheck" \
  "format: npm run --silent format:check" \
  "audit (runtime dependencies): node scripts/audit.mjs"
# The builds skip their own type check: the step above has checked the same files.
export TYPES_CHECKED=1
# The unit tests keep one core (Jest's one worker on two cores); beside them the browser tests'
# build, which reads the test fixture (the bundled blog plus its edge cases), then the bare
# Next.js app the budgets weigh first-load JS against (bench/.floor, built once per Next version).
together \
  "unit + integration: npx jest --ci" \
  "build: npm run --silent build:e2e && node --input-type=module -e \"await (await import('./bench/lib/server.mjs')).ensureFloorBuild()\""
# From here on every server and build reads the same blog as the browser tests' build.
export BLOG_DATASET_PATH="$PWD/tests/fixtures/blog/e2e.ndjson"
# First-load JS of every page, the critical path, Lighthouse accessibility, SEO, best practices and
# DevTools-throttled CLS, a load smoke with no errors (bench/README.md), on their own copy of the
# build; every pre-rendered page through the W3C HTML checker; the second build
# (.next/third-party); and two servers of the browser tests' build sharing one cache through a
# real Redis, each on its own copy and ports. Lighthouse loads one page at a time and mostly waits
# on its throttled network: the others fill the cores. Not beside the browser tests, which keep
# both cores busy (tests/README.md).
together \
  "budgets: npm run --silent bench:ci" \
  "valid HTML: node scripts/validate-html.mjs" \
  "build (every third party on): node tests/third-party/build.mjs" \
  "more than one server: npm run --silent test:servers"
# The two browser suites side by side: each has its own server and ports, and much of a browser
# test is waiting on the page, so together they finish sooner than one after the other.
together \
  "browser: npx playwright test" \
  "browser (every third party on): npx playwright test --config playwright.third-party.config.ts"
printf '\nEvery test passed in %d s.\n' "$((SECONDS - started))"
