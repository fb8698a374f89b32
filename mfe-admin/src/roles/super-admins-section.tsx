import { Heading, NativeSelect, Stack, Table, Text } from '@chakra-ui/react';
import type { SuperAdmin } from '@clinio/contracts';
import {
  Button,
  ConfirmDialog,
  FormField,
  QueryState,
  TableScroll,
  toast,
  useT,
} from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { fullName } from '../common/format';
import type { BranchRef } from '../common/use-branches';
import { catalog } from './catalog';

export interface SuperAdminsSectionProps {
  branches: BranchRef[];
  viewerId: string | null;
  /** After a demotion: member counts of the roles change too. */
  onChanged: () => void;
}

/** Branches a super admin can be demoted into: theirs, else every branch the viewer sees. */
function branchChoices(admin: SuperAdmin, branches: BranchRef[]): BranchRef[] {
  if (admin.branch_ids.length === 0) return branches;
  const names = new Map(branches.map((branch) => [branch.id, branch.name]));
  return admin.branch_ids.map((id) => ({ id, name: names.get(id) ?? id }));
}

/** GET /api/super-admins/ and the demotion (POST /api/super-admins/demote/{id}?branch_id=…). */
export function SuperAdminsSection({ branches, viewerId, onChanged }: SuperAdminsSectionProps) {
  const { api } = useRemote();
  const t = useT(catalog);
  const admins = useEndpointQuery('listSuperAdmins', {});
  const [target, setTarget] = useState<SuperAdmin | null>(null);
  const [branchId, setBranchId] = useState('');
  const list = admins.data ?? [];
  const choices = target ? branchChoices(target, branches) : [];
  const targetName = target ? fullName(target, target.username) : '';

  function openDemote(admin: SuperAdmin) {
    setTarget(admin);
    setBranchId(branchChoices(admin, branches)[0]?.id ?? '');
  }

  return (
    <Stack as="section" aria-labelledby="super-admins-heading" gap="3">
      <Heading as="h2" id="super-admins-heading" fontSize="xl">
        {t('superAdmins.title')}
      </Heading>
      <Text color="fg.muted">{t('superAdmins.lead')}</Text>
      <QueryState query={admins} hasData={admins.data !== null} label={t('superAdmins.loading')}>
        <TableScroll label={t('superAdmins.table')}>
          <Table.Root size="sm" minWidth="560px">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('superAdmins.name')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('superAdmins.email')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('superAdmins.branches')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('superAdmins.actions')}</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((admin) => {
                const name = fullName(admin, admin.username);
                return (
                  <Table.Row key={admin.id}>
                    <Table.Cell>
                      {name}
                      {admin.id === viewerId ? t('superAdmins.you') : ''}
                    </Table.Cell>
                    <Table.Cell>{admin.email}</Table.Cell>
                    <Table.Cell>
                      {branchChoices(admin, branches)
                        .map((branch) => branch.name)
                        .join(', ')}
                    </Table.Cell>
                    <Table.Cell>
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={t('superAdmins.demoteLabel', { name })}
                        onClick={() => openDemote(admin)}
                      >
                        {t('superAdmins.demote')}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                );
              })}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      </QueryState>
      <ConfirmDialog
        isOpen={target !== null}
        title={t('superAdmins.demoteTitle', { name: targetName })}
        message={t('superAdmins.demoteMessage', { name: targetName })}
        confirmLabel={t('superAdmins.demote')}
        pendingLabel={t('superAdmins.demoting')}
        onConfirm={() =>
          api.call('demoteSuperAdmin', {
            params: { userId: target?.id ?? '' },
            query: { branch_id: branchId },
          })
        }
        onDone={() => {
          toast.success(t('superAdmins.demoted', { name: targetName }));
          setTarget(null);
          admins.reload();
          onChanged();
        }}
        onClose={() => setTarget(null)}
      >
        <FormField label={t('superAdmins.branch')} isRequired>
          <NativeSelect.Root>
            <NativeSelect.Field value={branchId} onChange={(event) => setBranchId(event.target.value)}>
              {choices.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </ConfirmDialog>
    </Stack>
  );
}
