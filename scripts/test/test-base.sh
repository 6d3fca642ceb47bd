#!/usr/bin/env bash
# The site under a subpath, end to end: builds the export with SITE_BASE (default /docs/) into OUT_DIR
# (default out-base/, next to the usual out/), checks its links, then runs e2e/base on it with scripts/serve/serve.ts
# and with nginx.
# A second full build takes about 90 s, so `npm test` leaves this out; run it after changing anything that
# builds a URL. Pass --no-build to reuse an export already built for the same base.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib.sh
export SITE_BASE="${SITE_BASE:-/docs/}" OUT_DIR="${OUT_DIR:-out-base}"
ensure_node_modules
ensure_debian_tools "${E2E_TOOLS[@]}"
if [ "${1:-}" != "--no-build" ]; then
  npm run build
fi
npm run check:links
npx playwright test -c e2e/base/playwright.config.ts
