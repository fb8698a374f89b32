/**
 * The embedded PostgreSQL's defaults, apart from the rest of the configuration so that the
 * server's small entry (src/start.ts) can start the database without loading zod (ADR 068).
 */

/** The embedded server's `shared_buffers` unless EMBEDDED_PG_SHARED_BUFFERS says otherwise. */
export const DEFAULT_SHARED_BUFFERS = '64MB';

/** What EMBEDDED_PG_SHARED_BUFFERS must look like. */
export const SHARED_BUFFERS_PATTERN = /^[1-9]\d*(kB|MB|GB)$/;
