/**
 * The PostgreSQL extensions our migrations create, which PGlite must load when it opens a data
 * directory (a server has them installed). pg_trgm: the admin search's trigram indexes
 * (db/migrations/0007_admin_search_and_audit.sql).
 */
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

export const PGLITE_EXTENSIONS = { pg_trgm };
