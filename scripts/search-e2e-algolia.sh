#!/usr/bin/env bash
# End-to-end tests of the Algolia backend: builds the export with test credentials into .search-algolia-out
# (the regular out/ is kept), then runs e2e/search-algolia.spec.ts against it with the provider intercepted.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_PUBLIC_DOCSEARCH_APP_ID=TESTAPP NEXT_PUBLIC_DOCSEARCH_API_KEY=test-search-key NEXT_PUBLIC_DOCSEARCH_INDEX_NAME=rsbuild
restore() { if [ -d out.local-build ]; then rm -rf out; mv out.local-build out; fi; }
if [ -d out ]; then rm -rf out.local-build; mv out out.local-build; fi
trap restore EXIT
npm run build
rm -rf .search-algolia-out
mv out .search-algolia-out
restore
SEARCH_E2E_ALGOLIA=1 OUT_DIR=.search-algolia-out npx playwright test e2e/search-algolia.spec.ts "$@"
