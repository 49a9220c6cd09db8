# Shared helpers of the README commands. Sourced, not run.
set -euo pipefail
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
# node's options for the API process, kept in one file that every way of starting it reads (the Dockerfile,
# docker-compose.yml, these scripts, the benchmark): a young generation of 32 MB semi-spaces (docs/architecture.md)
API_NODE_FLAGS="$(cat "$ROOT/packages/server/api-node-flags")"
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
  if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/pdftoppm ]; then
    say "installing chromium and poppler-utils from Debian (browser tests, PDF pages rendered to PNG)"
    if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
    $SUDO apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq chromium poppler-utils >/dev/null
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
      echo "QUEUE_ENCRYPTION_KEY=$(node -e 'console.log(require("crypto").randomBytes(32).toString("hex"))')"
      # the password of the system scope's role (BYPASSRLS); the migrations set it on the role
      echo "DB_SYSTEM_PASSWORD=$(node -e 'console.log(require("crypto").randomBytes(24).toString("hex"))')"
    } > "$ROOT/.env"
  fi
}

# Processes started by start_process: stopped together by stop_processes (and on exit, see supervise).
PROCESS_PIDS=()
PROCESS_NAMES=()
STOP_GRACE_SECONDS="${STOP_GRACE_SECONDS:-15}"

# start_process NAME COMMAND...: runs COMMAND in the background and remembers it.
start_process() {
  local name="$1"
  shift
  "$@" &
  PROCESS_PIDS+=("$!")
  PROCESS_NAMES+=("$name")
  say "$name started (pid $!)"
}

# Sends SIGTERM to every process still running, waits up to STOP_GRACE_SECONDS for them (a worker finishes
# its current jobs), then SIGKILLs the rest (their jobs are taken over by the next worker that starts).
stop_processes() {
  local i pid left deadline=$((SECONDS + STOP_GRACE_SECONDS))
  for i in "${!PROCESS_PIDS[@]}"; do
    pid="${PROCESS_PIDS[$i]}"
    if kill -0 "$pid" 2>/dev/null; then
      say "stopping ${PROCESS_NAMES[$i]} (pid $pid)"
      kill -TERM "$pid" 2>/dev/null || true
    fi
  done
  while :; do
    left=0
    for pid in "${PROCESS_PIDS[@]}"; do kill -0 "$pid" 2>/dev/null && left=1; done
    [ "$left" = 0 ] && break
    if [ "$SECONDS" -ge "$deadline" ]; then
      for i in "${!PROCESS_PIDS[@]}"; do
        pid="${PROCESS_PIDS[$i]}"
        if kill -0 "$pid" 2>/dev/null; then
          say "${PROCESS_NAMES[$i]} (pid $pid) did not stop within ${STOP_GRACE_SECONDS} s: killing it"
          kill -KILL "$pid" 2>/dev/null || true
        fi
      done
      break
    fi
    sleep 0.2
  done
  wait 2>/dev/null || true
}

# Waits until one of the started processes ends, then stops the others and exits non-zero (the status
# of the one that ended, or 1 when it ended with 0). Ctrl-C or SIGTERM stops them all (exit 130 / 143);
# so does any other exit of the script.
supervise() {
  trap 'trap - INT TERM; say "interrupted"; stop_processes; exit 130' INT
  trap 'trap - INT TERM; say "terminated"; stop_processes; exit 143' TERM
  trap 'stop_processes' EXIT
  local status=0 i
  wait -n "${PROCESS_PIDS[@]}" || status=$?
  for i in "${!PROCESS_PIDS[@]}"; do
    if ! kill -0 "${PROCESS_PIDS[$i]}" 2>/dev/null; then
      say "${PROCESS_NAMES[$i]} (pid ${PROCESS_PIDS[$i]}) exited with status $status: stopping the others" >&2
    fi
  done
  trap - INT TERM
  stop_processes
  trap - EXIT
  if [ "$status" = 0 ]; then status=1; fi
  exit "$status"
}

# The API and web app (dist/main.js, RUN_WORKER=false) and the job worker (dist/worker.js) as two
# processes, stopped together; when either ends, the other is stopped and the script exits non-zero.
serve_api_and_worker() {
  start_process "API and web app (dist/main.js, RUN_WORKER=false)" env RUN_WORKER=false node $API_NODE_FLAGS packages/server/dist/main.js
  start_process "job worker (dist/worker.js)" node packages/server/dist/worker.js
  supervise
}
