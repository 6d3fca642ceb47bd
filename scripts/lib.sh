# Shared steps of start.sh and test.sh: install what the project needs on a fresh machine.
export NEXT_TELEMETRY_DISABLED=1

ensure_node_modules() {
  local why=""
  if [ ! -f node_modules/.package-lock.json ]; then why="no node_modules yet"
  elif [ package-lock.json -nt node_modules/.package-lock.json ]; then why="package-lock.json changed since the last install"
  elif [ "${CI:-}" = "true" ]; then why="CI=true"
  else return 0
  fi
  # npm's own output stays in a log that is shown only when the install fails for good.
  local log status=0
  log="$(mktemp)"
  echo "Installing dependencies with npm ci ($why)..."
  if ! npm ci --no-audit --no-fund --loglevel=error >"$log" 2>&1; then
    # A lockfile written on another platform or against another registry can miss some platforms'
    # optional packages, which npm ci refuses; npm install installs the same locked versions anyway.
    echo "npm ci refused package-lock.json (run it yourself to see why); installing the locked versions with npm install..."
    npm install --no-audit --no-fund --loglevel=error >>"$log" 2>&1 || status=$?
  fi
  if [ "$status" -ne 0 ]; then cat "$log" >&2; fi
  rm -f "$log"
  return "$status"
}

# Builds the export (into OUT_DIR, default out/, from CONTENT_DIR, default content/) unless a complete one
# (scripts/build.ts writes .build-complete into it last) newer than every source file exists.
ensure_build() {
  local out="${OUT_DIR:-out}" content="${CONTENT_DIR:-content}"
  if [ -f "$out/.build-complete" ] && [ -z "$(find app components "$content" lib public scripts e2e/fixture-site/site-config.ts next.config.mjs package-lock.json -newer "$out/.build-complete" -print -quit 2>/dev/null)" ]; then
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

# The print tests (e2e/reading/print.spec.ts) read Chromium's PDFs back with pdftotext (Debian's poppler-utils).
ensure_poppler() {
  if command -v pdftotext >/dev/null; then return; fi
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils >/dev/null
  else
    echo "The print tests need pdftotext. Install it with: sudo apt-get install -y poppler-utils" >&2
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
