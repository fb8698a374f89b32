import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { RoleSummary } from '@clinio/contracts';
import { Button, ConfirmDialog, FormNotice, QueryState, toast, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useAccess } from '../common/access';
import { humanize } from '../common/format';
import { PageBody, PageHeader } from '../common/page-header';
import { useBranches } from '../common/use-branches';
import { catalog } from './catalog';
import { RoleCard } from './role-card';
import { RoleDialog } from './role-dialog';
import { SuperAdminsSection } from './super-admins-section';

/** /dashboard/roles: super admins only (spec 2.2, 6); the server refuses everyone else too. */
export function RolesPage() {
  const { isSuperAdmin } = useAccess();
  const t = useT(catalog);
  if (!isSuperAdmin) {
    return (
      <PageBody>
        <PageHeader title={t('page.title')} />
        <FormNotice tone="warning">{t('page.superAdminsOnly')}</FormNotice>
      </PageBody>
    );
  }
  return <RolesManager />;
}

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; role: RoleSummary };

function RolesManager() {
  const { api } = useRemote();
  const t = useT(catalog);
  const { userId } = useAccess();
  const roles = useEndpointQuery('listRoles', {});
  const { branches } = useBranches();
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [deleting, setDeleting] = useState<RoleSummary | null>(null);
  const list = roles.data ?? [];
  const systemRoles = list.filter((role) => role.is_system);
  const customRoles = list.filter((role) => !role.is_system);

  const cards = (items: RoleSummary[]) => (
    <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
      {items.map((role) => (
        <RoleCard
          key={role.id}
          role={role}
          onEdit={(chosen) => setEditing({ kind: 'edit', role: chosen })}
          onDelete={setDeleting}
        />
      ))}
    </SimpleGrid>
  );

  return (
    <PageBody>
      <PageHeader
        title={t('page.title')}
        lead={t('page.lead')}
        actions={
          <Button onClick={() => setEditing({ kind: 'new' })}>
            <Plus size={16} aria-hidden="true" />
            {t('page.newRole')}
          </Button>
        }
      />
      <Stack gap="8">
        <QueryState query={roles} hasData={roles.data !== null} label={t('page.loading')}>
          <Stack gap="6">
            <Stack as="section" aria-labelledby="custom-roles-heading" gap="3">
              <Heading as="h2" id="custom-roles-heading" fontSize="xl">
                {t('page.customRoles')}
              </Heading>
              {customRoles.length === 0 ? (
                <Text color="fg.muted">{t('page.noCustomRoles')}</Text>
              ) : (
                cards(customRoles)
              )}
            </Stack>
            <Stack as="section" aria-labelledby="system-roles-heading" gap="3">
              <Heading as="h2" id="system-roles-heading" fontSize="xl">
                {t('page.systemRoles')}
              </Heading>
              {cards(systemRoles)}
            </Stack>
          </Stack>
        </QueryState>
        <SuperAdminsSection branches={branches} viewerId={userId} onChanged={roles.reload} />
      </Stack>
      {editing.kind !== 'none' ? (
        <RoleDialog
          key={editing.kind === 'edit' ? editing.role.id : 'new'}
          role={editing.kind === 'edit' ? editing.role : null}
          onClose={() => setEditing({ kind: 'none' })}
          onSaved={() => {
            setEditing({ kind: 'none' });
            roles.reload();
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('page.deleteTitle', { name: deleting ? humanize(deleting.name) : '' })}
        message={t('page.deleteMessage')}
        confirmLabel={t('page.deleteConfirm')}
        pendingLabel={t('page.deleting')}
        onConfirm={() => api.call('deleteRole', { params: { id: deleting?.id ?? '' } })}
        onDone={() => {
          toast.success(t('page.deleted', { name: deleting ? humanize(deleting.name) : '' }));
          setDeleting(null);
          roles.reload();
        }}
        onClose={() => setDeleting(null)}
      />
    </PageBody>
  );
}
