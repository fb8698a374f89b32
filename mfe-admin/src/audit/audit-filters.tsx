import { AUDIT_SEARCH_MAX_LENGTH, type StaffMember } from '@clinio/contracts';
import { useT } from '@clinio/design-system';
import { SelectFilter, TextFilter } from '../common/audit-list/audit-filters-form';
import type { AuditFieldsProps } from '../common/audit-list/audit-list';
import { fullName } from '../common/format';
import { catalog } from './catalog';
import type { AuditFilters } from './audit-query';

export interface AuditFilterFieldsProps extends AuditFieldsProps<AuditFilters> {
  /** Null when the staff list is not available: the user filter is left out. */
  users: StaffMember[] | null;
}

/** The clinic log's own filters: who, what and on which kind of record. */
export function AuditFilterFields({ field, users }: AuditFilterFieldsProps) {
  const t = useT(catalog);
  return (
    <>
      <TextFilter
        label={t('audit.search')}
        helper={t('audit.searchHelp')}
        maxLength={AUDIT_SEARCH_MAX_LENGTH}
        {...field('q')}
      />
      {users !== null ? (
        <SelectFilter
          label={t('audit.user')}
          allLabel={t('audit.allUsers')}
          options={users.map((user) => ({ value: user.id, label: fullName(user, user.email) }))}
          {...field('user_id')}
        />
      ) : null}
      <TextFilter
        label={t('audit.action')}
        helper={t('audit.actionHelp')}
        maxLength={80}
        {...field('action')}
      />
      <TextFilter
        label={t('audit.resourceType')}
        helper={t('audit.resourceTypeHelp')}
        maxLength={80}
        {...field('resource_type')}
      />
    </>
  );
}
