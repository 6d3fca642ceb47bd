# Shared steps of start.sh and test.sh: install what the project needs on a fresh machine.
export NEXT_TELEMETRY_DISABLED=1

ensure_node_modules() {
  # npm ci when there is no install yet, or the lockfile changed since the last one.
  if [ ! -f node_modules/.package-lock.json ] || [ package-lock.json -nt node_modules/.package-lock.json ] || [ "${CI:-}" = "true" ]; then
    # npm ci refuses a lockfile without the other platforms' optional packages (@next/swc-darwin-*,
    # sass-embedded-*), and the registry this project installs from does not serve those, so no lockfile
    # made here can have them. npm install from the same lockfile installs the same locked versions.
    npm ci --no-audit --no-fund || npm install --no-audit --no-fund
  fi
}

# Builds the export (into OUT_DIR, default out/, from CONTENT_DIR, default content/) unless one newer than
# every source file exists.
ensure_build() {
  local out="${OUT_DIR:-out}" content="${CONTENT_DIR:-content}"
  if [ -f "$out/index.html" ] && [ -z "$(find app components "$content" lib public scripts e2e/fixture-site/site-config.ts next.config.mjs package-lock.json -newer "$out/index.html" -print -quit 2>/dev/null)" ]; then
    echo "Export in $out/ is up to date."
  else
    npm run build
  fi
}

ensure_chromium() {
  if [ -x /usr/bin/chromium ]; then return; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    echo "The end-to-end tests need Debian's chromium at /usr/bin/chromium. Install it with: sudo apt-get install -y chromium" >&2
    exit 1
  fi
}

# The hosting tests (e2e/hosting*.spec.ts) serve the export with Debian's nginx and deploy/nginx.conf.
ensure_nginx() {
  if command -v nginx >/dev/null || [ -x /usr/sbin/nginx ]; then return; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    # policy-rc.d keeps the package from starting a system nginx on port 80: the tests run their own.
    local policy=/usr/sbin/policy-rc.d added=""
    if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && added=1; fi
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq nginx >/dev/null
    if [ -n "$added" ]; then rm -f "$policy"; fi
  else
    echo "The hosting tests need nginx. Install it with: sudo apt-get install -y nginx" >&2
    exit 1
  fi
}

# Installs a Debian package when its command is missing (as root with apt-get), or says how to.
ensure_command() {
  local cmd="$1" package="$2" why="$3"
  if command -v "$cmd" >/dev/null; then return; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$package" >/dev/null
  else
    echo "$why needs $cmd. Install it with: sudo apt-get install -y $package" >&2
    exit 1
  fi
}

# npm run test:browsers: Firefox ESR (puppeteer-core drives it over WebDriver BiDi), and WebKitGTK's WebDriver
# with its MiniBrowser, which needs a display (xvfb-run).
ensure_browsers() {
  ensure_command firefox-esr firefox-esr "The cross-browser suite (npm run test:browsers)"
  ensure_command WebKitWebDriver webkit2gtk-driver "The cross-browser suite (npm run test:browsers)"
  ensure_command xvfb-run xvfb "The cross-browser suite (npm run test:browsers)"
}

# npm run validate: the Nu HTML Checker (vnu-jar) runs on Java 17 or later; the sitemap's schema check on xmllint.
ensure_validators() {
  ensure_command java default-jre-headless "The Nu HTML Checker (npm run validate)"
  ensure_command xmllint libxml2-utils "The sitemap schema check (npm run validate)"
}
