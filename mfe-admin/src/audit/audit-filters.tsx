import { AUDIT_SEARCH_MAX_LENGTH, type StaffMember } from '@clinio/contracts';
import { SelectFilter, TextFilter } from '../common/audit-list/audit-filters-form';
import type { AuditFieldsProps } from '../common/audit-list/audit-list';
import { fullName } from '../common/format';
import type { AuditFilters } from './audit-query';

export interface AuditFilterFieldsProps extends AuditFieldsProps<AuditFilters> {
  /** Null when the staff list is not available: the user filter is left out. */
  users: StaffMember[] | null;
}

/** The clinic log's own filters: who, what and on which kind of record. */
export function AuditFilterFields({ field, users }: AuditFilterFieldsProps) {
  return (
    <>
      <TextFilter
        label="Search"
        helper="Any part of an action, record, IP address or colleague's name."
        maxLength={AUDIT_SEARCH_MAX_LENGTH}
        {...field('q')}
      />
      {users !== null ? (
        <SelectFilter
          label="User"
          allLabel="All users"
          options={users.map((user) => ({ value: user.id, label: fullName(user, user.email) }))}
          {...field('user_id')}
        />
      ) : null}
      <TextFilter
        label="Action"
        helper="For example patient.read or staff.deactivate."
        maxLength={80}
        {...field('action')}
      />
      <TextFilter
        label="Resource type"
        helper="For example patient or invoice."
        maxLength={80}
        {...field('resource_type')}
      />
    </>
  );
}
