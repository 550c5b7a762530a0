/**
 * PGlite writes these as postgresql.conf at every start. initdb's own lines, but for `shared_buffers`: PGlite's buffers
 * are resident from the start, so initdb's 128MB is ~110 MB of memory per database before the first query, where the app's
 * sessions and audit rows (and the sandbox's demo data) fit in a fraction; reads past it come from the OS's file cache.
 */
export const PGLITE_POSTGRESQL_CONF = [
  "shared_buffers = 16MB",
  "max_connections = 100",
  "dynamic_shared_memory_type = posix",
  "max_wal_size = 1GB",
  "min_wal_size = 80MB",
  "log_timezone = UTC",
  "datestyle = 'iso, mdy'",
  "timezone = UTC",
  "lc_messages = C",
  "lc_monetary = C",
  "lc_numeric = C",
  "lc_time = C",
  "default_text_search_config = 'pg_catalog.english'",
];
