#!/usr/bin/env bash
# The fixture site (e2e/fixture-site/): the theme's settings that the Rsbuild docs leave unused, built with
# its own content and config, and with dummy Algolia credentials (the e2e tests intercept the provider),
# into e2e/fixture-site/out. `build` builds it when a source is newer (npm test does); `serve` serves it on
# PORT for the Playwright project `fixture`, building it only when there is none, so that running one spec
# of the site never waits for a rebuild of the fixture (after changing code, `npm run build:fixture`).
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib.sh
export NEXT_PUBLIC_SITE=fixture CONTENT_DIR=e2e/fixture-site/content OUT_DIR=e2e/fixture-site/out
# What the alias @site/config means to tsx (scripts that read the config), as NEXT_PUBLIC_SITE tells Next.
export TSX_TSCONFIG_PATH=e2e/fixture-site/tsconfig.build.json
export NEXT_PUBLIC_DOCSEARCH_APP_ID=TESTAPP NEXT_PUBLIC_DOCSEARCH_API_KEY=test-search-key NEXT_PUBLIC_DOCSEARCH_INDEX_NAME=fixture
case "${1:-build}" in
  build) ensure_build ;;
  serve) if [ ! -f "$OUT_DIR/.build-complete" ]; then npm run build; fi && exec node_modules/.bin/tsx scripts/serve/serve.ts ;;
  *) echo "usage: $0 [build|serve]" >&2; exit 2 ;;
esac
