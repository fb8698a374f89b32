import { Badge, Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { BranchResponse } from '@clinio/contracts';
import { Button, ConfirmDialog, toast, useT } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { BranchDialog } from './branch-dialog';
import { catalog, type Translate } from './catalog';
import { summarizeHours } from './opening-hours';

function addressOf(branch: BranchResponse, t: Translate): string {
  const parts = [
    branch.address_line1,
    branch.address_line2,
    branch.city,
    branch.region,
    branch.postal_code,
    branch.country,
  ].filter((part) => part.trim() !== '');
  return parts.length === 0 ? t('branches.noAddress') : parts.join(', ');
}

function BranchCard({
  branch,
  actions,
}: {
  branch: BranchResponse;
  actions: { onEdit: () => void; onDelete: () => void } | null;
}) {
  const t = useT(catalog);
  return (
    <Box as="li" listStyleType="none" borderWidth="1px" borderRadius="lg" p="4" aria-label={branch.name}>
      <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
        <Stack gap="1" minWidth="0" flex="1 1 18rem">
          <HStack gap="2" wrap="wrap">
            <Heading as="h3" fontSize="md">
              {branch.name}
            </Heading>
            {branch.is_default ? <Badge colorPalette="brand">{t('branches.default')}</Badge> : null}
          </HStack>
          <Text>{addressOf(branch, t)}</Text>
          <Text color="fg.muted" fontSize="sm">
            {branch.phone === '' ? t('branches.noPhone') : branch.phone} ·{' '}
            {branch.timezone.replace(/_/g, ' ')} · {t('branches.staffCount', { count: branch.staff_count })}
          </Text>
          <Text fontSize="sm">{t('branches.hours', { hours: summarizeHours(branch.opening_hours) })}</Text>
        </Stack>
        {actions ? (
          <HStack gap="2">
            <Button
              size="sm"
              variant="outline"
              onClick={actions.onEdit}
              aria-label={t('branches.editLabel', { name: branch.name })}
            >
              {t('branches.edit')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={actions.onDelete}
              aria-label={t('branches.deleteLabel', { name: branch.name })}
            >
              {t('branches.delete')}
            </Button>
          </HStack>
        ) : null}
      </HStack>
    </Box>
  );
}

export interface BranchesSectionProps {
  tenantId: string;
  branches: BranchResponse[];
  clinicTimeZone: string;
  canEdit: boolean;
  /** A branch was added, changed or deleted: the list (and the default marker) is fetched again. */
  onChanged: () => void;
}

/** The clinic's locations, with add, edit and delete for users who manage settings. */
export function BranchesSection({
  tenantId,
  branches,
  clinicTimeZone,
  canEdit,
  onChanged,
}: BranchesSectionProps) {
  const { api } = useRemote();
  const t = useT(catalog);
  // undefined: no dialog; null: adding.
  const [editing, setEditing] = useState<BranchResponse | null | undefined>(undefined);
  const [deleting, setDeleting] = useState<BranchResponse | null>(null);

  return (
    <Stack gap="4">
      {canEdit ? (
        <Box>
          <Button onClick={() => setEditing(null)}>
            <Plus size={16} aria-hidden="true" />
            {t('branch.add')}
          </Button>
        </Box>
      ) : null}
      <Stack as="ul" gap="3" m="0" p="0">
        {branches.map((branch) => (
          <BranchCard
            key={branch.id}
            branch={branch}
            actions={
              canEdit ? { onEdit: () => setEditing(branch), onDelete: () => setDeleting(branch) } : null
            }
          />
        ))}
      </Stack>
      {editing !== undefined ? (
        <BranchDialog
          key={editing?.id ?? 'new'}
          tenantId={tenantId}
          branch={editing}
          clinicTimeZone={clinicTimeZone}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setEditing(undefined);
            onChanged();
          }}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={deleting ? t('branches.deleteTitle', { name: deleting.name }) : t('branches.deleteTitleNone')}
        message={t('branches.deleteMessage')}
        confirmLabel={t('branches.deleteConfirm')}
        pendingLabel={t('deleting')}
        onConfirm={() => api.call('deleteBranch', { params: { tenantId, branchId: deleting?.id ?? '' } })}
        onDone={() => {
          toast.success(t('branches.deleted', { name: deleting?.name ?? '' }));
          setDeleting(null);
          onChanged();
        }}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
