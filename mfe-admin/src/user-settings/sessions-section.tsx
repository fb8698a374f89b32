import { Badge, HStack, Table, Text } from '@chakra-ui/react';
import type { SessionSummary } from '@clinio/contracts';
import { Button, ConfirmDialog, QueryState, TableScroll, toast, useT } from '@clinio/design-system';
import { useEndpointQuery, useRemote } from '@clinio/platform';
import { useState } from 'react';
import { formatDateTime } from '../common/format';
import { catalog, type Translate } from './catalog';

/**
 * 'Halifax, Nova Scotia, Canada'; the parts the server could not place ('Unknown') are left out.
 * `unknown` is what shows when no part is known (the screen passes its catalog's text).
 */
export function describeLocation(location: SessionSummary['location'], unknown = 'Unknown'): string {
  const parts = [location.city, location.region, location.country].filter(
    (part) => part.trim() !== '' && part !== 'Unknown',
  );
  return parts.length > 0 ? parts.join(', ') : unknown;
}

function sessionName(session: SessionSummary, t: Translate): string {
  return t('sessions.name', { browser: session.browser, platform: session.platform });
}

/** Where the account is signed in (GET /api/users/sessions); other devices can be signed out. */
export function SessionsSection() {
  const t = useT(catalog);
  const { api } = useRemote();
  const sessions = useEndpointQuery('listSessions', {});
  const [target, setTarget] = useState<SessionSummary | null>(null);
  const list = sessions.data ?? [];

  return (
    <QueryState query={sessions} hasData={sessions.data !== null} label={t('sessions.loading')}>
      {list.length === 0 ? (
        <Text color="fg.muted">{t('sessions.none')}</Text>
      ) : (
        <TableScroll label={t('sessions.table')}>
          <Table.Root size="sm" minWidth="720px">
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>{t('sessions.device')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('sessions.browser')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('sessions.platform')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('sessions.location')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('sessions.started')}</Table.ColumnHeader>
                <Table.ColumnHeader>{t('sessions.lastActive')}</Table.ColumnHeader>
                <Table.ColumnHeader>
                  <Text srOnly>{t('sessions.actions')}</Text>
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
                          {t('sessions.thisDevice')}
                        </Badge>
                      ) : null}
                    </HStack>
                  </Table.Cell>
                  <Table.Cell>{session.browser}</Table.Cell>
                  <Table.Cell>{session.platform}</Table.Cell>
                  <Table.Cell>
                    {describeLocation(session.location, t('sessions.unknownLocation'))}
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
                        aria-label={t('sessions.logOutOf', { session: sessionName(session, t) })}
                        onClick={() => setTarget(session)}
                      >
                        {t('sessions.logOut')}
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
        title={t('sessions.confirmTitle')}
        message={
          target
            ? t('sessions.confirmMessage', { session: sessionName(target, t), device: target.device })
            : ''
        }
        confirmLabel={t('sessions.logOut')}
        pendingLabel={t('sessions.loggingOut')}
        onConfirm={() => api.call('endSession', { params: { id: target?.id ?? '' } })}
        onDone={() => {
          setTarget(null);
          toast.success(t('sessions.loggedOut'));
          sessions.reload();
        }}
        onClose={() => setTarget(null)}
      />
    </QueryState>
  );
}
