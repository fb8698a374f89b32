import type { PlatformTenantSummary } from '@clinio/contracts';
import { useT } from '@clinio/design-system';
import { SelectFilter, TextFilter } from '../../common/audit-list/audit-filters-form';
import type { AuditFieldsProps } from '../../common/audit-list/audit-list';
import { catalog } from '../catalog';
import type { PlatformAuditFilters } from './platform-audit-query';

export interface PlatformAuditFilterFieldsProps extends AuditFieldsProps<PlatformAuditFilters> {
  tenants: PlatformTenantSummary[];
}

/** The platform log's own filters: which administrator, what, about which tenant. */
export function PlatformAuditFilterFields({ draft, field, tenants }: PlatformAuditFilterFieldsProps) {
  const t = useT(catalog);
  // A tenant chosen elsewhere (a link from its page) stays listed even beyond the first 100.
  const hasChosen = draft.tenant_id === '' || tenants.some((tenant) => tenant.id === draft.tenant_id);
  const choices = tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }));
  return (
    <>
      <TextFilter
        label={t('audit.filters.adminId')}
        helper={t('audit.filters.adminIdHelper')}
        maxLength={36}
        isMono
        {...field('admin_id')}
      />
      <TextFilter
        label={t('audit.filters.action')}
        helper={t('audit.filters.actionHelper')}
        maxLength={80}
        {...field('action')}
      />
      <SelectFilter
        label={t('audit.filters.tenant')}
        allLabel={t('audit.filters.allTenants')}
        options={hasChosen ? choices : [{ value: draft.tenant_id, label: draft.tenant_id }, ...choices]}
        {...field('tenant_id')}
      />
    </>
  );
}
