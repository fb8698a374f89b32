import type { PlatformTenantSummary } from '@clinio/contracts';
import { SelectFilter, TextFilter } from '../../common/audit-list/audit-filters-form';
import type { AuditFieldsProps } from '../../common/audit-list/audit-list';
import type { PlatformAuditFilters } from './platform-audit-query';

export interface PlatformAuditFilterFieldsProps extends AuditFieldsProps<PlatformAuditFilters> {
  tenants: PlatformTenantSummary[];
}

/** The platform log's own filters: which administrator, what, about which tenant. */
export function PlatformAuditFilterFields({ draft, field, tenants }: PlatformAuditFilterFieldsProps) {
  // A tenant chosen elsewhere (a link from its page) stays listed even beyond the first 100.
  const hasChosen = draft.tenant_id === '' || tenants.some((tenant) => tenant.id === draft.tenant_id);
  const choices = tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }));
  return (
    <>
      <TextFilter
        label="Administrator ID"
        helper="Only this administrator's actions."
        maxLength={36}
        isMono
        {...field('admin_id')}
      />
      <TextFilter
        label="Action"
        helper="A prefix: tenant finds tenant.suspended too."
        maxLength={80}
        {...field('action')}
      />
      <SelectFilter
        label="Tenant"
        allLabel="All tenants"
        options={hasChosen ? choices : [{ value: draft.tenant_id, label: draft.tenant_id }, ...choices]}
        {...field('tenant_id')}
      />
    </>
  );
}
