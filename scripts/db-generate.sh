#!/usr/bin/env bash
# New migration from the Drizzle schema. drizzle-kit qualifies foreign keys with "public.", which
# would pin tables to one schema; tests give each file its own schema, so the prefix is removed.
set -euo pipefail
npx drizzle-kit generate --config apps/server/drizzle.config.ts "$@"
sed -i 's/"public"\.//g' apps/server/drizzle/*.sql
