#!/usr/bin/env bash
# Every test: unit tests of lib/ (jest), then the links of a fresh build of the export and the export
# through the W3C Nu HTML Checker, the sitemaps.org schema and a feed parser (npm run validate), then end-to-end
# tests (Playwright, Debian chromium) against the export served locally, hosting tests against nginx
# (deploy/nginx.conf), and the theme's settings the site leaves unused against the fixture site
# (e2e/fixture-site/), and the reader journeys in Firefox ESR and WebKit (npm run test:browsers). Installs
# what it needs first.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib.sh
ensure_node_modules
ensure_debian_tools "${TEST_TOOLS[@]}"
npm run typecheck
npm run check:cycles
npm run test:unit
ensure_build
npm run check:links
npm run validate
# After the site's build, never beside it: both builds work in .next.
bash scripts/build/fixture-site.sh build
npm run test:e2e
npm run test:browsers
