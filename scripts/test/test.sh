#!/usr/bin/env bash
# Every test: the type check, ESLint and Prettier (npm run lint), unit tests (jest), the integration tests
# (real builds and commands on copies of the content, npm run test:integration), then the links of a
# fresh build of the export and the export through the W3C Nu HTML Checker, the sitemaps.org schema and a
# feed parser (npm run validate), then end-to-end tests (Playwright, Debian chromium) against the export
# served locally, hosting tests against nginx (deploy/nginx.conf), and the theme's settings the site leaves
# unused against the fixture site (e2e/fixture-site/), and the reader journeys in Firefox ESR and WebKit
# (npm run test:browsers). Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib.sh
# Each step's seconds, listed at the end, also when a step fails (set -e stops the script inside it).
timings=() current=""
step() {
  local started=$SECONDS
  current="$*"
  "$@"
  timings+=("$(printf '%5d s  %s' $((SECONDS - started)) "$*")")
  current=""
}
report() {
  printf '\nnpm test, seconds per step:\n'
  printf '%s\n' "${timings[@]}"
  if [ -n "$current" ]; then printf '        failed: %s\n' "$current"; fi
  printf '%5d s  in all\n' "$SECONDS"
}
trap report EXIT
# Commands side by side, each output shown whole once all have ended; fails when any failed, naming it. For
# single-threaded tools (tsc, ESLint, Prettier), which leave the second core idle when run one after another.
together() {
  local dir cmd i=0 failed=()
  dir="$(mktemp -d)"
  local pids=()
  for cmd in "$@"; do
    bash -c "$cmd" >"$dir/$i" 2>&1 &
    pids+=($!)
    i=$((i + 1))
  done
  i=0
  for cmd in "$@"; do
    wait "${pids[$i]}" || failed+=("$cmd")
    cat "$dir/$i"
    i=$((i + 1))
  done
  rm -rf "$dir"
  if [ ${#failed[@]} -gt 0 ]; then
    printf 'failed: %s\n' "${failed[@]}" >&2
    return 1
  fi
}
step ensure_node_modules
step ensure_debian_tools "${TEST_TOOLS[@]}"
step together "npm run typecheck" "npm run lint" "npm run check:cycles"
step npm run test:unit
step npm run test:integration
step ensure_build
step npm run check:links
step npm run check:budgets
step npm run validate
# After the site's build, never beside it: both builds work in .next.
step bash scripts/build/fixture-site.sh build
step npm run test:e2e
step npm run test:browsers
