/** PGlite's postgresql.conf: initdb's, but small `shared_buffers`, as PGlite's buffers are resident at once. */
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
