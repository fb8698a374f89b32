import type { StaffMember } from '@clinio/contracts';
import { Button, ConfirmDialog, EmptyState, Pager, QueryState, toast, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { useAccess } from '../common/access';
import { messageOf } from '../common/errors';
import { fullName } from '../common/format';
import { PageBody, PageHeader } from '../common/page-header';
import { useBranches } from '../common/use-branches';
import { catalog } from './catalog';
import { EditStaffDialog } from './edit-staff-dialog';
import { InviteDialog } from './invite-dialog';
import { assignableRoles } from './staff-fields';
import { StaffFilters } from './staff-filters';
import { STAFF_PAGE_SIZE, staffListQuery, useStaffQuery } from './staff-query';
import { StaffTable, type StaffAction } from './staff-table';

/** /dashboard/staff: colleagues, their invitations, roles, branches and access. */
export function StaffPage() {
  const { api } = useRemote();
  const t = useT(catalog);
  const access = useAccess();
  const canManage = access.can('staff_manage');
  const filters = useStaffQuery();
  const staff = useEndpointQuery('listStaff', { query: staffListQuery(filters.query) });
  // Roles and branches feed the invite and edit forms only.
  const roles = useEndpointQuery('listRoles', canManage ? {} : null);
  const { branches, error: branchesError } = useBranches();
  const [isInviting, setIsInviting] = useState(false);
  const [editing, setEditing] = useState<StaffMember | null>(null);
  const [deactivating, setDeactivating] = useState<StaffMember | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);

  async function quickAction(
    member: StaffMember,
    action: 'resendStaffInvitation' | 'reactivateStaff',
    success: string,
  ) {
    setBusyId(member.id);
    try {
      const input = { params: { id: member.id } };
      if (action === 'reactivateStaff') await api.call('reactivateStaff', input);
      else await api.call('resendStaffInvitation', input);
      toast.success(success);
      staff.reload();
    } catch (error) {
      toast.error(messageOf(error));
    } finally {
      setBusyId(null);
    }
  }

  function handleAction(action: StaffAction, member: StaffMember) {
    switch (action) {
      case 'resend':
        void quickAction(member, 'resendStaffInvitation', t('page.resent', { email: member.email }));
        return;
      case 'reactivate':
        void quickAction(
          member,
          'reactivateStaff',
          t('page.reactivated', { name: fullName(member, member.email) }),
        );
        return;
      case 'edit':
        setEditing(member);
        return;
      case 'deactivate':
        setDeactivating(member);
        return;
    }
  }

  const inviteButton = canManage ? (
    <Button onClick={() => setIsInviting(true)}>
      <UserPlus size={16} aria-hidden="true" />
      {t('page.invite')}
    </Button>
  ) : null;
  const page = staff.data;
  const roleChoices = (currentRoleId?: string) =>
    assignableRoles(roles.data ?? [], access.isSuperAdmin, currentRoleId);

  return (
    <PageBody>
      <PageHeader title={t('page.title')} lead={t('page.lead')} actions={inviteButton} />
      <StaffFilters
        search={filters.searchInput}
        status={filters.query.status}
        onSearch={filters.setSearchInput}
        onStatus={filters.setStatus}
      />
      <QueryState query={staff} hasData={page !== null} label={t('page.loading')}>
        {page && page.items.length === 0 ? (
          filters.isFiltered ? (
            <EmptyState
              title={t('page.noMatch')}
              message={t('page.noMatchHelp')}
              action={
                <Button variant="outline" onClick={filters.clear}>
                  {t('page.clearFilters')}
                </Button>
              }
            />
          ) : (
            <EmptyState title={t('page.empty')} message={t('page.emptyHelp')} action={inviteButton} />
          )
        ) : null}
        {page && page.items.length > 0 ? (
          <>
            <StaffTable
              members={page.items}
              viewerId={access.userId}
              onAction={canManage ? handleAction : null}
              busyId={busyId}
            />
            <Pager
              page={page.page}
              pageSize={page.page_size || STAFF_PAGE_SIZE}
              total={page.total}
              noun={page.total === 1 ? t('page.nounOne') : t('page.nounOther')}
              onPage={filters.setPage}
            />
          </>
        ) : null}
      </QueryState>
      {canManage ? (
        <InviteDialog
          isOpen={isInviting}
          roles={roleChoices()}
          branches={branches}
          loadError={roles.error ?? branchesError}
          onClose={() => setIsInviting(false)}
          onInvited={() => {
            setIsInviting(false);
            staff.reload();
          }}
        />
      ) : null}
      {editing ? (
        <EditStaffDialog
          key={editing.id}
          member={editing}
          roles={roleChoices(editing.role.id)}
          branches={branches}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            staff.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deactivating !== null}
        title={t('page.deactivateTitle', {
          name: deactivating ? fullName(deactivating, deactivating.email) : '',
        })}
        message={t('page.deactivateMessage')}
        confirmLabel={t('page.deactivate')}
        pendingLabel={t('page.deactivating')}
        onConfirm={() => api.call('deactivateStaff', { params: { id: deactivating?.id ?? '' } })}
        onDone={() => {
          toast.success(
            deactivating
              ? t('page.deactivated', { name: fullName(deactivating, deactivating.email) })
              : t('page.deactivatedUnknown'),
          );
          setDeactivating(null);
          staff.reload();
        }}
        onClose={() => setDeactivating(null)}
      />
    </PageBody>
  );
}
