#!/usr/bin/env bash
# Backup and restore drill for PostgreSQL (docs/operations.md "Backups"):
#   DATABASE_URL=postgres://user@host:5432/sanam bash scripts/backup-drill.sh [backup-file]
# 1. dumps the database (pg_dump, custom format: consistent, restorable in parallel);
# 2. restores it into a fresh database beside it (sanam_drill_<time>);
# 3. runs the ledger's invariants on the restored copy (apps/server/src/ledger-check-main.ts) and
#    compares the members' total balance with the source's;
# 4. drops the copy (KEEP_RESTORED=1 keeps it). Exit 0 only when every step held.
# The dump file is kept (the argument, or backups/<db>-<time>.dump): that is the backup.
# Needs pg_dump, pg_restore and psql of the server's major version or newer.
set -euo pipefail
cd "$(dirname "$0")/.."

: "${DATABASE_URL:?set DATABASE_URL to the database to back up}"
stamp=$(date -u +%Y%m%dT%H%M%SZ)
source_db=$(node -e 'console.log(new URL(process.argv[1]).pathname.slice(1))' "$DATABASE_URL")
dump=${1:-backups/${source_db}-${stamp}.dump}
mkdir -p "$(dirname "$dump")"
drill_db="sanam_drill_${stamp,,}"
drill_url=$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/" + process.argv[2]; console.log(u.toString())' "$DATABASE_URL" "$drill_db")
admin_url=$(node -e 'const u = new URL(process.argv[1]); u.pathname = "/postgres"; console.log(u.toString())' "$DATABASE_URL")

echo "== backup: pg_dump $source_db -> $dump"
pg_dump --format=custom --no-owner --file="$dump" "$DATABASE_URL"
ls -l "$dump"

cleanup() {
  if [ "${KEEP_RESTORED:-0}" != "1" ]; then
    psql "$admin_url" -qc "DROP DATABASE IF EXISTS \"$drill_db\" WITH (FORCE)" >/dev/null || true
  else
    echo "kept the restored copy: $drill_url"
  fi
}
trap cleanup EXIT

echo "== restore into a fresh database: $drill_db"
psql "$admin_url" -qc "CREATE DATABASE \"$drill_db\""
pg_restore --no-owner --exit-on-error --dbname="$drill_url" "$dump"

echo "== the ledger's invariants on the restored copy"
DATABASE_URL="$drill_url" npx tsx apps/server/src/ledger-check-main.ts

echo "== the restored copy holds what the source holds"
totals=$(cat <<'SQL'
SELECT (SELECT count(*) FROM members) || ' members, ' || (SELECT count(*) FROM postings) || ' postings, '
    || (SELECT coalesce(sum(balance) FILTER (WHERE currency = 'THB'), 0) FROM balances) || ' satang of member cash'
SQL
)
source_totals=$(psql "$DATABASE_URL" -Atc "$totals")
drill_totals=$(psql "$drill_url" -Atc "$totals")
echo "source:   $source_totals"
echo "restored: $drill_totals"
if [ "$source_totals" != "$drill_totals" ]; then
  echo "the restored copy differs from the source (writes during the dump land in the next backup; run the drill on a quiet copy to compare exactly)" >&2
  exit 1
fi
echo "== drill passed: $dump restores, and its ledger holds"
