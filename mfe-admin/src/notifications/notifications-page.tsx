import { Badge, Box, Flex, HStack, NativeSelect, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import {
  NOTIFICATION_CATEGORIES,
  NOTIFICATION_PRIORITIES,
  type NotificationPriority,
  type NotificationResponse,
} from '@clinio/contracts';
import { Button, EmptyState, FormAlert, FormField, QueryState, useT } from '@clinio/design-system';
import { CheckCheck } from 'lucide-react';
import { formatDateTime, humanize } from '../common/format';
import { PageBody, PageHeader } from '../common/page-header';
import { catalog, type MessageKey } from './catalog';
import { isCategory, isPriority } from './notification-state';
import { useNotifications } from './use-notifications';

const PRIORITY_COLOURS: Record<NotificationPriority, string> = {
  low: 'gray',
  normal: 'blue',
  high: 'orange',
  urgent: 'red',
};

const STATUS_OPTIONS: readonly { value: string; label: MessageKey }[] = [
  { value: '', label: 'notifications.status.all' },
  { value: 'unread', label: 'notifications.status.unread' },
  { value: 'read', label: 'notifications.status.read' },
];

function statusOf(read: boolean | null): string {
  if (read === null) return '';
  return read ? 'read' : 'unread';
}

function readOf(status: string): boolean | null {
  if (status === 'unread') return false;
  if (status === 'read') return true;
  return null;
}

/** /dashboard/notifications (the bell opens it with ?unread=true): the user's notifications. */
export function NotificationsPage() {
  const t = useT(catalog);
  const notifications = useNotifications();
  const { state } = notifications;
  const { filters } = state;
  const unread = state.unreadCount ?? 0;

  return (
    <PageBody>
      <PageHeader
        title={t('notifications.title')}
        lead={
          state.unreadCount === null
            ? t('notifications.leadLoading')
            : t('notifications.lead', { count: unread })
        }
        actions={
          <Button variant="outline" onClick={notifications.markAllRead} disabled={unread === 0}>
            <CheckCheck aria-hidden="true" size={18} />
            {t('notifications.markAllRead')}
          </Button>
        }
      />
      <SimpleGrid
        as="form"
        role="search"
        aria-label={t('notifications.filtersLabel')}
        columns={{ base: 1, sm: 3 }}
        gap="4"
        mb="5"
      >
        <FormField label={t('notifications.show')}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={statusOf(filters.read)}
              onChange={(event) => notifications.setFilters({ ...filters, read: readOf(event.target.value) })}
            >
              {STATUS_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {t(option.label)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('notifications.category')}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={filters.category ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                notifications.setFilters({ ...filters, category: isCategory(value) ? value : null });
              }}
            >
              <option value="">{t('notifications.allCategories')}</option>
              {NOTIFICATION_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {humanize(category)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
        <FormField label={t('notifications.priority')}>
          <NativeSelect.Root>
            <NativeSelect.Field
              value={filters.priority ?? ''}
              onChange={(event) => {
                const value = event.target.value;
                notifications.setFilters({ ...filters, priority: isPriority(value) ? value : null });
              }}
            >
              <option value="">{t('notifications.allPriorities')}</option>
              {NOTIFICATION_PRIORITIES.map((priority) => (
                <option key={priority} value={priority}>
                  {humanize(priority)}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </FormField>
      </SimpleGrid>

      {state.status !== 'error' && state.error !== null ? (
        <Box mb="4">
          <FormAlert>{state.error}</FormAlert>
        </Box>
      ) : null}
      <QueryState
        query={{
          isLoading: state.status === 'loading',
          error: state.status === 'error' ? state.error : null,
          reload: notifications.retry,
        }}
        hasData={state.status !== 'loading' || state.items.length > 0}
        label={t('notifications.loading')}
      >
        {state.items.length === 0 ? (
          <EmptyState
            title={filters.read === false ? t('notifications.noneUnread') : t('notifications.none')}
            message={filters.read === false ? t('notifications.noneUnreadHelp') : t('notifications.noneHelp')}
          />
        ) : (
          <Stack as="ul" aria-label={t('notifications.list')} gap="3" listStyleType="none">
            {state.items.map((item) => (
              <NotificationItem
                key={item.id}
                item={item}
                onRead={() => notifications.markRead(item.id)}
                onDelete={() => notifications.remove(item.id)}
              />
            ))}
          </Stack>
        )}
        {state.hasMore ? (
          <Flex justify="center" mt="4">
            <Button variant="outline" onClick={notifications.loadMore}>
              {t('notifications.showMore')}
            </Button>
          </Flex>
        ) : null}
      </QueryState>
    </PageBody>
  );
}

function NotificationItem({
  item,
  onRead,
  onDelete,
}: {
  item: NotificationResponse;
  onRead: () => void;
  onDelete: () => void;
}) {
  const t = useT(catalog);
  const isUnread = item.read_at === null;
  return (
    <Box
      as="li"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      bg={isUnread ? 'brand.subtle' : undefined}
      aria-label={isUnread ? t('notifications.unreadItem', { title: item.title }) : item.title}
    >
      <Flex gap="3" justify="space-between" align="flex-start" wrap="wrap">
        <Box minWidth="0" flex="1 1 18rem">
          <HStack gap="2" wrap="wrap" mb="1">
            <Text fontWeight={isUnread ? 'bold' : 'semibold'}>{item.title}</Text>
            {isUnread ? <Badge colorPalette="blue">{t('notifications.new')}</Badge> : null}
            {item.priority !== 'normal' ? (
              <Badge colorPalette={PRIORITY_COLOURS[item.priority]}>{humanize(item.priority)}</Badge>
            ) : null}
          </HStack>
          <Text color="fg.muted" whiteSpace="pre-line">
            {item.message}
          </Text>
          <Text fontSize="sm" color="fg.muted" mt="2">
            {humanize(item.category)} · {formatDateTime(item.created_at)}
          </Text>
        </Box>
        <HStack gap="2" flexShrink={0}>
          {isUnread ? (
            <Button
              size="sm"
              variant="outline"
              onClick={onRead}
              aria-label={t('notifications.markReadOf', { title: item.title })}
            >
              {t('notifications.markRead')}
            </Button>
          ) : null}
          <Button
            size="sm"
            variant="ghost"
            onClick={onDelete}
            aria-label={t('notifications.deleteOf', { title: item.title })}
          >
            {t('notifications.delete')}
          </Button>
        </HStack>
      </Flex>
    </Box>
  );
}
