import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import type { SessionSummary } from '@clinio/contracts';
import { Button, ConfirmDialog, QueryState, TableScroll, toast } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { formatDateTime } from '../common/format';

/** 'Halifax, Nova Scotia, Canada'; the parts the server could not place ('Unknown') are left out. */
export function describeLocation(location: SessionSummary['location']): string {
  const parts = [location.city, location.region, location.country].filter(
    (part) => part.trim() !== '' && part !== 'Unknown',
  );
  return parts.length > 0 ? parts.join(', ') : 'Unknown';
}

function sessionName(session: SessionSummary): string {
  return `${session.browser} on ${session.platform}`;
}

/** Where the account is signed in (GET /api/users/sessions); other devices can be signed out. */
export function SessionsSection() {
  const { api } = useRemote();
  const sessions = useEndpointQuery('listSessions', {});
  const [target, setTarget] = useState<SessionSummary | null>(null);
  const list = sessions.data ?? [];

  return (
    <QueryState query={sessions} hasData={sessions.data !== null} label="Loading sessions…">
      {list.length === 0 ? (
        <Text color="fg.muted">No active sessions.</Text>
      ) : (
        <TableScroll label="Sessions table">
          <Table.Root size="sm" minWidth="720px">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Device</Table.ColumnHeader>
                <Table.ColumnHeader>Browser</Table.ColumnHeader>
                <Table.ColumnHeader>Platform</Table.ColumnHeader>
                <Table.ColumnHeader>Location</Table.ColumnHeader>
                <Table.ColumnHeader>Started</Table.ColumnHeader>
                <Table.ColumnHeader>Last active</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Text srOnly>Actions</Text>
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {list.map((session) => (
                <Table.Row key={session.id}>
                  <Table.Cell>
                    <HStack gap="2">
                      <Text>{session.device}</Text>
                      {session.current ? (
                        <Badge colorPalette="green" variant="subtle">
                          This device
                        </Badge>
                      ) : null}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{session.browser}</Table.Cell>
                  <Table.Cell>{session.platform}</Table.Cell>
                  <Table.Cell>
                    {describeLocation(session.location)}
                    {session.ip_address !== null ? (
                      <Text fontSize="xs" color="fg.muted">
                        {session.ip_address}
                      </Text>
                    ) : null}
                  </Table.Cell>
                  <Table.Cell>{formatDateTime(session.created_at)}</Table.Cell>
                  <Table.Cell>{formatDateTime(session.last_seen_at)}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {session.current ? null : (
                      <Button
                        size="sm"
                        variant="outline"
                        aria-label={`Log out ${sessionName(session)}`}
                        onClick={() => setTarget(session)}
                      >
                        Log out
                      </Button>
                    )}
                  </Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </TableScroll>
      )}
      <ConfirmDialog
        isOpen={target !== null}
        title="Log out this session?"
        message={
          target
            ? `${sessionName(target)} (${target.device}) is signed out at once and must sign in again.`
            : ''
        }
        confirmLabel="Log out"
        pendingLabel="Logging out..."
        onConfirm={() => api.call('endSession', { params: { id: target?.id ?? '' } })}
        onDone={() => {
          setTarget(null);
          toast.success('Session logged out');
          sessions.reload();
        }}
        onClose={() => setTarget(null)}
      />
    </QueryState>
  );
}
