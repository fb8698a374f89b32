import { Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { RoleSummary } from '@clinio/contracts';
import { Button, ConfirmDialog, FormNotice, QueryState, toast } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useAccess } from '../common/access';
import { humanize } from '../common/format';
import { PageBody, PageHeader } from '../common/page-header';
import { useBranches } from '../common/use-branches';
import { RoleCard } from './role-card';
import { RoleDialog } from './role-dialog';
import { SuperAdminsSection } from './super-admins-section';

const TITLE = 'Roles';

/** /dashboard/roles: super admins only (spec 2.2, 6); the server refuses everyone else too. */
export function RolesPage() {
  const { isSuperAdmin } = useAccess();
  if (!isSuperAdmin) {
    return (
      <PageBody>
        <PageHeader title={TITLE} />
        <FormNotice tone="warning">
          Only super admins can manage roles. Ask a super admin of your clinic if someone needs different
          access.
        </FormNotice>
      </PageBody>
    );
  }
  return <RolesManager />;
}

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; role: RoleSummary };

function RolesManager() {
  const { api } = useRemote();
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
        title={TITLE}
        lead="What each role may do. System roles are built in; custom roles are yours to shape."
        actions={
          <Button onClick={() => setEditing({ kind: 'new' })}>
            <Plus size={16} aria-hidden="true" />
            New role
          </Button>
        }
      />
      <Stack gap="8">
        <QueryState query={roles} hasData={roles.data !== null} label="Loading roles…">
          <Stack gap="6">
            <Stack as="section" aria-labelledby="custom-roles-heading" gap="3">
              <Heading as="h2" id="custom-roles-heading" fontSize="xl">
                Custom roles
              </Heading>
              {customRoles.length === 0 ? (
                <Text color="fg.muted">
                  No custom roles yet. Create one when the built-in roles do not fit.
                </Text>
              ) : (
                cards(customRoles)
              )}
            </Stack>
            <Stack as="section" aria-labelledby="system-roles-heading" gap="3">
              <Heading as="h2" id="system-roles-heading" fontSize="xl">
                System roles
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
        title={`Delete role ${deleting ? humanize(deleting.name) : ''}?`}
        message="Nobody has this role. Deleting it cannot be undone."
        confirmLabel="Delete role"
        pendingLabel="Deleting..."
        onConfirm={() => api.call('deleteRole', { params: { id: deleting?.id ?? '' } })}
        onDone={() => {
          toast.success(`Role ${deleting ? humanize(deleting.name) : ''} deleted`);
          setDeleting(null);
          roles.reload();
        }}
        onClose={() => setDeleting(null)}
      />
    </PageBody>
  );
}
