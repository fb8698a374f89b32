import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { StaffMember } from '@clinio/contracts';
import { Button, TableScroll, useT } from '@clinio/design-system';
import { formatDate, formatDateTime, fullName, humanize } from '../common/format';
import { catalog, type MessageKey } from './catalog';
import { STATUS_LABELS, type StaffStatus } from './staff-query';

export type StaffAction = 'resend' | 'edit' | 'deactivate' | 'reactivate';

const STATUS_COLORS: Record<StaffStatus, string> = {
  invited: 'orange',
  active: 'green',
  deactivated: 'gray',
};

/** What can be done to a colleague in each state; nobody deactivates themselves from here. */
export function actionsFor(member: StaffMember, viewerId: string | null): StaffAction[] {
  switch (member.status) {
    case 'invited':
      return ['resend', 'edit'];
    case 'active':
      return member.id === viewerId ? ['edit'] : ['edit', 'deactivate'];
    case 'deactivated':
      return ['reactivate'];
  }
}

const ACTION_LABELS: Record<StaffAction, MessageKey> = {
  resend: 'action.resend',
  edit: 'action.edit',
  deactivate: 'action.deactivate',
  reactivate: 'action.reactivate',
};

export interface StaffTableProps {
  members: StaffMember[];
  viewerId: string | null;
  /** Null hides the actions column (no staff_manage). */
  onAction: ((action: StaffAction, member: StaffMember) => void) | null;
  busyId: string | null;
}

export function StaffTable({ members, viewerId, onAction, busyId }: StaffTableProps) {
  const t = useT(catalog);
  return (
    <TableScroll label={t('table.label')}>
      <Table.Root size="sm" minWidth="860px">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>{t('table.name')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.email')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.role')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.branches')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.status')}</Table.ColumnHeader>
            <Table.ColumnHeader>{t('table.lastSignIn')}</Table.ColumnHeader>
            {onAction ? <Table.ColumnHeader>{t('table.actions')}</Table.ColumnHeader> : null}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {members.map((member) => {
            const name = fullName(member, member.email);
            return (
              <Table.Row key={member.id}>
                <Table.Cell>
                  <Text fontWeight="500">{name}</Text>
                  {member.username ? (
                    <Text fontSize="xs" color="fg.muted">
                      @{member.username}
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell>{member.email}</Table.Cell>
                <Table.Cell>{humanize(member.role.name)}</Table.Cell>
                <Table.Cell>{member.branches.map((branch) => branch.name).join(', ') || '—'}</Table.Cell>
                <Table.Cell>
                  <Stack gap="1" align="flex-start">
                    <Badge colorPalette={STATUS_COLORS[member.status]} variant="subtle">
                      {STATUS_LABELS[member.status]}
                    </Badge>
                    {member.status === 'invited' && member.invitation_expires_at !== null ? (
                      <Text fontSize="xs" color="fg.muted">
                        {t('table.expires', { date: formatDate(member.invitation_expires_at) })}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  {member.last_login_at === null ? t('table.never') : formatDateTime(member.last_login_at)}
                </Table.Cell>
                {onAction ? (
                  <Table.Cell>
                    <HStack gap="2" wrap="wrap">
                      {actionsFor(member, viewerId).map((action) => (
                        <Button
                          key={action}
                          size="sm"
                          variant={action === 'deactivate' ? 'ghost' : 'outline'}
                          aria-label={t('action.label', { action: t(ACTION_LABELS[action]), name })}
                          loading={busyId === member.id && (action === 'resend' || action === 'reactivate')}
                          onClick={() => onAction(action, member)}
                        >
                          {t(ACTION_LABELS[action])}
                        </Button>
                      ))}
                    </HStack>
                  </Table.Cell>
                ) : null}
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
    </TableScroll>
  );
}
