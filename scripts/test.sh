#!/usr/bin/env bash
# `npm test`: set-up, then every suite in turn, each run even when an earlier one failed, each
# result printed, and a non-zero exit when any failed. Suites: type checks + lint, the site build,
# the main Vitest suite, the hostile-input corpus and the scale-out tests.
set -uo pipefail
cd "$(dirname "$0")/.."

bash scripts/setup.sh --test || { echo "set-up failed: no suite was run" >&2; exit 1; }

# Each Vitest suite also writes a JSON report, so the end of the output can name every failed test
# (CI shows only the tail of a long log).
report_dir="$(mktemp -d)"
trap 'rm -rf "$report_dir"' EXIT
names=() results=() seconds=()
run_suite() {
  local name="$1"; shift
  echo; echo "=== ${name}: $*"
  local started=$SECONDS
  "$@"
  local status=$?
  names+=("$name"); seconds+=($((SECONDS - started)))
  if ((status == 0)); then results+=("passed"); else results+=("FAILED (exit ${status})"); fi
}

run_suite "check" npm run check
run_suite "build" npm run build
run_suite "main" npx vitest run --reporter=default --reporter=json --outputFile.json="$report_dir/main.json"
run_suite "hostile" npm run test:hostile -- --reporter="$PWD/apps/server/test-hostile/line-reporter.ts" --reporter=json --outputFile.json="$report_dir/hostile.json"
run_suite "scale" npm run test:scale -- --reporter=default --reporter=json --outputFile.json="$report_dir/scale.json"

# Failed tests, then "flaky": tests that passed only on their retry (browser tests have one retry,
# vitest.config.ts); they pass, and are named so that they get fixed.
echo; echo "=== failed and flaky tests"
node scripts/failed-tests.ts "$report_dir"/*.json

# The slowest files: the main suite starts the longest first from scripts/test-durations.json
# (refresh it with `node scripts/test-durations.ts --write <a main-suite JSON report>`).
echo; echo "=== slowest test files (main suite)"
node scripts/test-durations.ts "$report_dir/main.json" || true

echo; echo "=== results"
passed=0 failed=0
for i in "${!names[@]}"; do
  printf '%-8s %-20s %4ss\n' "${names[$i]}" "${results[$i]}" "${seconds[$i]}"
  if [[ "${results[$i]}" == passed ]]; then passed=$((passed + 1)); else failed=$((failed + 1)); fi
done
echo "suites: ${passed} passed, ${failed} failed"
((failed == 0))
