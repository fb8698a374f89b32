/**
 * The system administrator's platform area (/system-admin/{tab}): tenants (list, detail,
 * suspension), platform analytics, the platform audit log, platform-wide settings and the job
 * queue's dead letters. Every call takes the system administrator's token only. Times are
 * ISO 8601 in UTC; days are YYYY-MM-DD (UTC).
 */
export * from './analytics';
export * from './audit';
export * from './days';
export * from './jobs';
export * from './settings';
export * from './tenant-detail';
export * from './tenants';
