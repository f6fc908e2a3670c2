#!/usr/bin/env bash
# Starts Debian's PostgreSQL for the storage tests (as root, as on CI), with a user and a database of their own, and
# prints the TEST_DATABASE_URL to give `npm test`:
#   export TEST_DATABASE_URL=$(scripts/start-test-postgres.sh)
# Installs PostgreSQL from Debian's packages when it is missing. Safe to run again.
set -euo pipefail

if ! command -v pg_ctlcluster >/dev/null 2>&1 || [ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]; then
  echo "Installing PostgreSQL from Debian's packages for the storage tests..." >&2
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
fi

version=$(ls /usr/lib/postgresql | sort -n | tail -1)
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { found = 1 } END { exit !found }'; then
  pg_createcluster "$version" main >&2
fi
if ! pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" && $4 == "online" { found = 1 } END { exit !found }'; then
  pg_ctlcluster "$version" main start >&2
fi
port=$(pg_lsclusters -h | awk -v v="$version" '$1 == v && $2 == "main" { print $3 }')

# From a folder the postgres user may enter (the caller's may be private).
as_postgres() { (cd / && su postgres -c "$1"); }
if [ "$(as_postgres "psql -p $port -Atc \"SELECT 1 FROM pg_roles WHERE rolname = 'site_test'\"")" != "1" ]; then
  as_postgres "psql -p $port -qc \"CREATE ROLE site_test LOGIN PASSWORD 'site_test'\"" >&2
fi
if [ "$(as_postgres "psql -p $port -Atc \"SELECT 1 FROM pg_database WHERE datname = 'site_test'\"")" != "1" ]; then
  as_postgres "createdb -p $port -O site_test site_test" >&2
fi
# Its own, even if it was made before by someone else: each test makes a schema in it.
as_postgres "psql -p $port -qc \"ALTER DATABASE site_test OWNER TO site_test\"" >&2

echo "postgres://site_test:site_test@127.0.0.1:$port/site_test"
