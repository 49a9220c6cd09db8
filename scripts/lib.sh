# Shared helpers of the README commands. Sourced, not run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
cd "$ROOT"
PNPM_VERSION=12.21.0

say() { printf '\033[1m==> %s\033[0m\n' "$*"; }

ensure_pnpm() {
  if ! command -v pnpm >/dev/null 2>&1; then
    say "installing pnpm $PNPM_VERSION"
    npm install -g "pnpm@$PNPM_VERSION" >/dev/null
  fi
}

install_deps() {
  say "installing dependencies from the lockfile"
  local log
  log="$(mktemp)"
  if ! pnpm install --frozen-lockfile --reporter=append-only >"$log" 2>&1; then
    cat "$log" >&2
    echo "pnpm install failed (see above)" >&2
    return 1
  fi
  grep -E '^(Done|Packages:)' "$log" | tail -n 2 || true
}

build_all() {
  say "building shared, server and web"
  pnpm --filter @clearline/shared run build
  pnpm --filter @clearline/server run build
  pnpm --filter @clearline/web run build >/dev/null
}

ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    say "installing chromium from Debian (for browser tests)"
    if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
    $SUDO apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium >/dev/null
  fi
}

# Creates .env with fresh secrets on first run so nothing needs to be typed by hand.
ensure_env_file() {
  if [ ! -f "$ROOT/.env" ]; then
    say "creating .env with fresh secrets (edit it to change settings)"
    {
      echo "# Created by ./scripts/start on $(date -u +%FT%TZ). See README for every variable."
      echo "SESSION_SECRET=$(node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))')"
      echo "SSN_ENCRYPTION_KEY=$(node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))')"
      echo "SSN_HMAC_KEY=$(node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))')"
    } > "$ROOT/.env"
  fi
}
