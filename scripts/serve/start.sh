#!/usr/bin/env bash
# Installs, builds when needed, and serves the site on http://localhost:3000.
set -euo pipefail
cd "$(dirname "$0")/../.."
source scripts/lib.sh
ensure_node_modules
ensure_build
exec npm run serve
