#!/usr/bin/env bash
# The one test command (`npm test`): lint, typecheck, unit + server suites, component tests, browser journeys.
# - Server tests run on embedded PGlite, and again on PostgreSQL when TEST_DATABASE_URL is set.
# - Browser journeys need Debian's Chromium at /usr/bin/chromium (apt-get install -y chromium).
#   Without it they are skipped with a notice, unless E2E_REQUIRED=1 (CI) makes that a failure.
#   The topology journey also needs TEST_DATABASE_URL, nginx and redis-server (apt-get install -y nginx redis-server).
set -euo pipefail
cd "$(dirname "$0")/.."

# each step prints how long the one before it took, so a slow CI run shows where its time went
STEP_START=$SECONDS
STEP_NAME=""
step() {
  if [ -n "$STEP_NAME" ]; then printf '(%s: %d s)\n' "$STEP_NAME" $((SECONDS - STEP_START)); fi
  STEP_NAME="$*"
  STEP_START=$SECONDS
  printf '\n\033[1m== %s\033[0m\n' "$*"
}

step "lint and typecheck, side by side (each takes one core)"
LINT_LOG=$(mktemp)
TYPES_LOG=$(mktemp)
npm run lint --silent >"$LINT_LOG" 2>&1 &
LINT_PID=$!
npm run typecheck --silent >"$TYPES_LOG" 2>&1 &
TYPES_PID=$!
LINT_OK=0
TYPES_OK=0
wait "$LINT_PID" || LINT_OK=$?
wait "$TYPES_PID" || TYPES_OK=$?
echo "-- lint"
cat "$LINT_LOG"
echo "-- typecheck"
cat "$TYPES_LOG"
rm -f "$LINT_LOG" "$TYPES_LOG"
if [ "$LINT_OK" -ne 0 ] || [ "$TYPES_OK" -ne 0 ]; then
  echo "lint exited $LINT_OK, typecheck exited $TYPES_OK" >&2
  exit 1
fi
step "contract tests"
npm run test -w @sanam/contract --silent
step "client tests"
npm run test -w @sanam/client --silent
step "start-up script tests (scripts/)"
npx vitest run --root scripts
step "server tests on embedded PGlite"
env -u TEST_DATABASE_URL npm run test -w @sanam/server --silent
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "server tests on PostgreSQL (TEST_DATABASE_URL)"
  npm run test -w @sanam/server --silent
else
  echo "(TEST_DATABASE_URL not set: the PostgreSQL run of the server suite is skipped; CI runs it)"
fi
step "component tests"
npm run test -w @sanam/ui --silent
npm run test -w @sanam/web --silent
npm run test -w @sanam/admin --silent
step "build the member app and the console"
# A newcomer's first start prints this build: past its own "building" lines, anything it says (a
# chunk over Vite's size limit, a Rollup warning) is something wrong, and fails the run.
BUILD_LOG=$(mktemp)
npm run build --silent 2>&1 | tee "$BUILD_LOG"
if grep -v -E '^(member app|operator console) \(apps/[a-z]+\): building$' "$BUILD_LOG" | grep -q .; then
  echo "The build said more than that it was building (above): a newcomer's start must be quiet." >&2
  exit 1
fi
rm -f "$BUILD_LOG"
CHROMIUM="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$CHROMIUM" ]; then
  step "browser journeys (Playwright, $CHROMIUM)"
  npm run test:e2e --silent
elif [ "${E2E_REQUIRED:-0}" = "1" ]; then
  echo "Chromium not found at $CHROMIUM and E2E_REQUIRED=1" >&2
  exit 1
else
  echo "(Chromium not found at $CHROMIUM: browser journeys skipped. Install it with: sudo apt-get install -y chromium)"
fi
step "all tests passed in $((SECONDS / 60)) min $((SECONDS % 60)) s"
