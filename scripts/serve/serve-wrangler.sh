#!/usr/bin/env bash
# Serves the export with Cloudflare Pages' own local runtime (`wrangler pages dev`: Pages' asset server with
# `_redirects` and `_headers`, on workerd) in the foreground: PORT (default 8788) on 127.0.0.1, OUT_DIR
# (default out). Offline and without a Cloudflare account. Its output also goes to
# $TMPDIR/rsbuild-docs-wrangler-$PORT/wrangler.log, where e2e/hosting/ looks for the rules Pages refused.
# Ctrl+C stops it.
set -euo pipefail
cd "$(dirname "$0")/../.."
port="${PORT:-8788}"
out="$(realpath "${OUT_DIR:-out}")"
wrangler="$PWD/node_modules/.bin/wrangler"
dir="${TMPDIR:-/tmp}/rsbuild-docs-wrangler-$port"
rm -rf "$dir" && mkdir -p "$dir"
# wrangler writes its state (.wrangler/) and Miniflare's caches into the folder it runs in: not the repository.
cd "$dir"
# No telemetry, no prompts, and its config, dev registry, logs and temporary files in that folder too.
export WRANGLER_SEND_METRICS=false CI=true XDG_CONFIG_HOME="$dir/config" WRANGLER_LOG_PATH="$dir/logs"
mkdir "$dir/tmp" && export TMPDIR="$dir/tmp"
# Its update check asks the npm registry it reads from `npm_registry` (not npm's own `npm_config_registry`);
# a registry that refuses at once keeps it off the network.
export npm_registry=http://127.0.0.1:9/
# Miniflare fetches the `request.cf` object from workers.cloudflare.com unless NODE_ENV is test, which makes
# it use a placeholder: the site reads nothing of it.
export NODE_ENV=test
exec > >(tee "$dir/wrangler.log") 2>&1
# A compatibility date within what the pinned workerd supports, fixed so that no run depends on the day.
exec "$wrangler" pages dev "$out" --ip 127.0.0.1 --port "$port" --compatibility-date 2025-07-18 \
  --persist-to "$dir/state" --live-reload=false
