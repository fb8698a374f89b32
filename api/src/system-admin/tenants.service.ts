import type { PlatformTenantDetail, PlatformTenantPage, TenantSortKey } from '@clinio/contracts';
import type { SystemContext } from '../auth/system-guard';
import { notFound } from '../errors/app-error';
import { findPlatformAuditEntries } from './platform-audit.queries';
import { tenantStoredFiles, totalBytes } from './storage-usage';
import {
  countTenants,
  findTenant,
  findTenants,
  tenantPeopleAndPlaces,
  type TenantFilter,
} from './tenants.queries';

const RECENT_AUDIT_ENTRIES = 20;

/** Names read A→Z by default; everything else newest, largest or latest first. */
function defaultOrder(sort: TenantSortKey): 'asc' | 'desc' {
  return sort === 'name' ? 'asc' : 'desc';
}

/** GET /api/system-admin/tenants. */
export async function listTenants(
  ctx: SystemContext,
  query: TenantFilter & {
    sort: TenantSortKey;
    order?: 'asc' | 'desc' | undefined;
    page: number;
    page_size: number;
  },
): Promise<PlatformTenantPage> {
  const { sort, order, page, page_size: pageSize, ...filter } = query;
  const db = ctx.database.unscoped();
  const [items, total] = await Promise.all([
    findTenants(db, filter, {
      sort,
      order: order ?? defaultOrder(sort),
      limit: pageSize,
      offset: (page - 1) * pageSize,
    }),
    countTenants(db, filter),
  ]);
  return { items, total, page, page_size: pageSize };
}

/**
 * GET /api/system-admin/tenants/{tenantId}: the row of the list, the suspension in force, the
 * branches, the super admins (names and e-mail addresses only: the platform has no business with
 * the rest of a staff record), open sessions, storage, and the latest platform audit events
 * about the tenant. The view itself is recorded in the platform audit log.
 */
export async function getTenantDetail(
  ctx: SystemContext,
  uploadsDir: string,
  tenantId: string,
): Promise<PlatformTenantDetail> {
  const db = ctx.database.unscoped();
  const tenant = await findTenant(db, tenantId);
  if (tenant === null) throw notFound('Tenant not found');
  const [related, recentAudit, files] = await Promise.all([
    tenantPeopleAndPlaces(db, tenantId),
    findPlatformAuditEntries(db, { tenant_id: tenantId }, { limit: RECENT_AUDIT_ENTRIES, offset: 0 }),
    tenantStoredFiles(uploadsDir, tenantId),
  ]);
  const change = related.lastStatusChange;
  const suspension =
    tenant.status === 'suspended' && change !== null && change.to_status === 'suspended'
      ? {
          suspended_at: change.at.toISOString(),
          reason: change.reason,
          suspended_by:
            change.actor_id === null
              ? null
              : { id: change.actor_id, name: change.actor_name ?? 'Unknown administrator' },
        }
      : null;
  await ctx.audit({
    action: 'tenant.viewed',
    resourceType: 'tenant',
    resourceId: tenantId,
    subjectTenantId: tenantId,
    outcome: 'success',
  });
  return {
    ...tenant,
    suspension,
    branches: related.branches,
    super_admins: related.superAdmins,
    open_staff_sessions: related.openSessions,
    storage_bytes: totalBytes(files),
    storage_files: files.length,
    recent_audit: recentAudit,
  };
}
