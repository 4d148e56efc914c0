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
port=${QUIZBOT_TEST_POSTGRES_PORT:-55432}
dir=$(mktemp -d /tmp/quizbot-pg.XXXXXX)
chown postgres "$dir" 2>/dev/null || true

run_as_postgres() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi
}

run_as_postgres "$bin/initdb -D $dir/data -A trust -U quizbot >/dev/null"
run_as_postgres "$bin/pg_ctl -D $dir/data -o '-p $port -k $dir -c listen_addresses=127.0.0.1 -c fsync=off' -l $dir/log -w start >/dev/null"
run_as_postgres "$bin/createdb -h 127.0.0.1 -p $port -U quizbot quizbot_test"
echo "jdbc:postgresql://127.0.0.1:$port/quizbot_test?user=quizbot"
