#!/usr/bin/env bash
# Serves the export with nginx and deploy/nginx.conf in the foreground, as production does:
# PORT (default 8080) on 127.0.0.1, OUT_DIR (default out). Ctrl+C stops it.
set -euo pipefail
cd "$(dirname "$0")/../.."
port="${PORT:-8080}"
dir="${TMPDIR:-/tmp}/rsbuild-docs-nginx-$port"
nginx="$(command -v nginx || echo /usr/sbin/nginx)"
node_modules/.bin/tsx scripts/serve/nginx-place.ts "$dir" "$port" "${OUT_DIR:-out}"
echo "nginx serving ${OUT_DIR:-out} at http://localhost:$port"
exec "$nginx" -p "$dir" -c "$dir/nginx.conf" -e stderr
