#!/usr/bin/env bash
# Every test: unit tests of lib/ (jest), then the links of a fresh build of the export, then end-to-end
# tests (Playwright, Debian chromium) against the export served locally, and hosting tests against nginx
# (deploy/nginx.conf). Installs what it needs first.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib.sh
ensure_node_modules
ensure_chromium
ensure_nginx
npm run typecheck
npm run test:unit
ensure_build
npm run check:links
npm run test:e2e
