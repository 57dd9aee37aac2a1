#!/usr/bin/env bash
# Ensures the local PostgreSQL and Redis that StackLens needs are running (development, tests, CI).
# Starts Debian's services where they are installed but stopped; says what to do where they are missing.
# Reads DATABASE_URL / REDIS_URL only to know which host:port to check (defaults: 127.0.0.1:5432, 127.0.0.1:6379).
set -euo pipefail

PG_HOST=127.0.0.1 PG_PORT=5432 REDIS_HOST=127.0.0.1 REDIS_PORT=6379
if [[ "${DATABASE_URL:-}" =~ @([^:/]+):([0-9]+) ]]; then PG_HOST=${BASH_REMATCH[1]} PG_PORT=${BASH_REMATCH[2]}; fi
if [[ "${REDIS_URL:-}" =~ //([^:/@]+):([0-9]+) ]]; then REDIS_HOST=${BASH_REMATCH[1]} REDIS_PORT=${BASH_REMATCH[2]}; fi
DB_NAME=test
if [[ "${DATABASE_URL:-}" =~ /([A-Za-z0-9_]+)(\?|$) ]]; then DB_NAME=${BASH_REMATCH[1]}; fi

pg_up() { (exec 3<>"/dev/tcp/$PG_HOST/$PG_PORT") 2>/dev/null; }
redis_up() { [ "$(redis-cli -h "$REDIS_HOST" -p "$REDIS_PORT" ping 2>/dev/null)" = "PONG" ]; }

if ! pg_up; then
  if command -v pg_ctlcluster >/dev/null 2>&1 && [ -d /etc/postgresql ]; then
    echo "services: starting PostgreSQL"
    pg_ctlcluster --skip-systemctl-redirect "$(ls /etc/postgresql | sort -V | tail -n1)" main start
  else
    echo "services: PostgreSQL is not running on $PG_HOST:$PG_PORT and is not installed." >&2
    echo "  Debian/Ubuntu: apt-get install -y postgresql, then allow trust auth for 127.0.0.1, or set DATABASE_URL." >&2
    exit 1
  fi
  for _ in $(seq 1 30); do pg_up && break; sleep 1; done
  pg_up || { echo "services: PostgreSQL did not come up on $PG_HOST:$PG_PORT" >&2; exit 1; }
fi

if ! redis_up; then
  if command -v redis-server >/dev/null 2>&1; then
    echo "services: starting Redis"
    mkdir -p /var/lib/redis /var/log/redis 2>/dev/null || true
    redis-server --daemonize yes --bind 127.0.0.1 --port "$REDIS_PORT" --save "" --appendonly no \
      --dir /var/lib/redis --logfile /var/log/redis/stacklens.log
  else
    echo "services: Redis is not running on $REDIS_HOST:$REDIS_PORT and is not installed." >&2
    echo "  Debian/Ubuntu: apt-get install -y redis-server, or set REDIS_URL." >&2
    exit 1
  fi
  for _ in $(seq 1 30); do redis_up && break; sleep 1; done
  redis_up || { echo "services: Redis did not come up on $REDIS_HOST:$REDIS_PORT" >&2; exit 1; }
fi

# The database named in DATABASE_URL must exist (trust auth as user postgres on a fresh Debian machine).
if command -v psql >/dev/null 2>&1 && [ "$PG_HOST" = "127.0.0.1" ]; then
  if ! psql -h "$PG_HOST" -p "$PG_PORT" -U postgres -d postgres -tAc "select 1 from pg_database where datname='$DB_NAME'" 2>/dev/null | grep -q 1; then
    psql -h "$PG_HOST" -p "$PG_PORT" -U postgres -d postgres -c "create database \"$DB_NAME\"" >/dev/null && echo "services: created database $DB_NAME"
  fi
fi
echo "services: PostgreSQL $PG_HOST:$PG_PORT and Redis $REDIS_HOST:$REDIS_PORT are up"
