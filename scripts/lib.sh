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
# (scripts/build/build.ts writes .build-complete into it last) newer than every source file exists.
ensure_build() {
  local out="${OUT_DIR:-out}" content="${CONTENT_DIR:-content}"
  if [ -f "$out/.build-complete" ] && [ -z "$(find app components "$content" lib public scripts e2e/fixture-site/site-config.ts e2e/fixture-site/tsconfig.build.json tsconfig.json next.config.mjs package-lock.json -newer "$out/.build-complete" -print -quit 2>/dev/null)" ]; then
    echo "Export in $out/ is up to date."
  else
    npm run build
  fi
}

# What the tests take from Debian, as "command package": chromium for Playwright (at /usr/bin/chromium), nginx
# for the hosting tests, pdftotext for the print tests (e2e/layout/print.spec.ts), Java and xmllint for
# npm run validate (the Nu HTML Checker, the sitemap schema), Firefox ESR, WebKitGTK's WebDriver and xvfb
# for npm run test:browsers.
E2E_TOOLS=("/usr/bin/chromium chromium" "nginx nginx")
TEST_TOOLS=("${E2E_TOOLS[@]}" "pdftotext poppler-utils" "java default-jre-headless" "xmllint libxml2-utils" "firefox-esr firefox-esr" "WebKitWebDriver webkit2gtk-driver" "xvfb-run xvfb")

# Installs the packages of the missing commands in one apt-get run (as root), or says how to.
ensure_debian_tools() {
  local missing=() pair cmd package
  for pair in "$@"; do
    read -r cmd package <<<"$pair"
    command -v "$cmd" >/dev/null || [ -x "/usr/sbin/$cmd" ] || missing+=("$package")
  done
  [ ${#missing[@]} -eq 0 ] && return
  if [ "$(id -u)" != "0" ] || ! command -v apt-get >/dev/null; then
    echo "The tests need Debian packages that are missing. Install them with: sudo apt-get install -y ${missing[*]}" >&2
    exit 1
  fi
  echo "Installing from Debian: ${missing[*]}..."
  # policy-rc.d keeps packages (nginx) from starting system services: the tests start their own.
  local policy=/usr/sbin/policy-rc.d added=""
  if [ ! -e "$policy" ]; then printf '#!/bin/sh\nexit 101\n' >"$policy" && chmod +x "$policy" && added=1; fi
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
  if [ -n "$added" ]; then rm -f "$policy"; fi
}
