#!/usr/bin/env bash
# Starts a throwaway PostgreSQL on 127.0.0.1 for the storage tests that run against a real
# server, and prints the JDBC URL to use (QUIZBOT_TEST_POSTGRES_URL). Installs the server from
# Debian's packages when it is missing. Leaves nothing behind but a folder under /tmp.
set -euo pipefail

if ! ls /usr/lib/postgresql/*/bin/initdb >/dev/null 2>&1; then
  echo "installing PostgreSQL from Debian's packages..." >&2
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq >&2
  apt-get install -y -qq postgresql >&2
fi
bin=$(dirname "$(ls /usr/lib/postgresql/*/bin/initdb | sort -V | tail -n 1)")
dir=$(mktemp -d /tmp/quizbot-pg.XXXXXX)
chown postgres "$dir" 2>/dev/null || true

run_as_postgres() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

run_as_postgres "$bin/initdb -D $dir/data -A trust -U quizbot >/dev/null"
# The first free port from 55432 on (a port in use makes the server exit at once).
for port in $(seq 55432 55462); do
  if run_as_postgres "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off' -l $dir/log -w start >/dev/null 2>&1"; then
    break
  fi
  if [ "$port" = 55462 ]; then
    echo "could not start PostgreSQL on any port 55432-55462; see $dir/log" >&2
    exit 1
  fi
done
run_as_postgres "$bin/createdb -h 127.0.0.1 -p $port -U quizbot quizbot_test"
# The data folder, for the tests that stop and start this server with pg_ctl.
if [ -n "${QUIZBOT_TEST_POSTGRES_DATA_FILE:-}" ]; then
  echo "$dir/data" > "$QUIZBOT_TEST_POSTGRES_DATA_FILE"
fi
echo "jdbc:postgresql://127.0.0.1:$port/quizbot_test?user=quizbot"
