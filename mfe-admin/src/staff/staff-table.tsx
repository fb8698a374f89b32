import { Badge, HStack, Stack, Table, Text } from '@chakra-ui/react';
import type { StaffMember } from '@clinio/contracts';
import { Button, TableScroll } from '@clinio/design-system';
import { formatDate, formatDateTime, fullName, humanize } from '../common/format';
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

const ACTION_LABELS: Record<StaffAction, string> = {
  resend: 'Resend invitation',
  edit: 'Edit role & branches',
  deactivate: 'Deactivate',
  reactivate: 'Reactivate',
};

export interface StaffTableProps {
  members: StaffMember[];
  viewerId: string | null;
  /** Null hides the actions column (no staff_manage). */
  onAction: ((action: StaffAction, member: StaffMember) => void) | null;
  busyId: string | null;
}

export function StaffTable({ members, viewerId, onAction, busyId }: StaffTableProps) {
  return (
    <TableScroll label="Staff table">
      <Table.Root size="sm" minWidth="860px">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Name</Table.ColumnHeader>
            <Table.ColumnHeader>Email</Table.ColumnHeader>
            <Table.ColumnHeader>Role</Table.ColumnHeader>
            <Table.ColumnHeader>Branches</Table.ColumnHeader>
            <Table.ColumnHeader>Status</Table.ColumnHeader>
            <Table.ColumnHeader>Last sign-in</Table.ColumnHeader>
            {onAction ? <Table.ColumnHeader>Actions</Table.ColumnHeader> : null}
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
                        Expires {formatDate(member.invitation_expires_at)}
                      </Text>
                    ) : null}
                  </Stack>
                </Table.Cell>
                <Table.Cell>
                  {member.last_login_at === null ? 'Never' : formatDateTime(member.last_login_at)}
                </Table.Cell>
                {onAction ? (
                  <Table.Cell>
                    <HStack gap="2" wrap="wrap">
                      {actionsFor(member, viewerId).map((action) => (
                        <Button
                          key={action}
                          size="sm"
                          variant={action === 'deactivate' ? 'ghost' : 'outline'}
                          aria-label={`${ACTION_LABELS[action]}: ${name}`}
                          loading={busyId === member.id && (action === 'resend' || action === 'reactivate')}
                          onClick={() => onAction(action, member)}
                        >
                          {ACTION_LABELS[action]}
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
