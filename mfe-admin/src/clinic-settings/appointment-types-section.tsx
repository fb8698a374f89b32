import { Badge, Box, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import type { AppointmentTypeRecord } from '@clinio/contracts';
import { Button, QueryState, useT } from '@clinio/design-system';
import { useEndpointQuery } from '@clinio/platform';
import { useState } from 'react';
import { AppointmentTypeDialog, priceText } from './appointment-type-dialog';
import { catalog } from './catalog';

/**
 * The clinic's appointment types (the spec's five keys): each one's length and buffers, price,
 * whether patients book it online, whether it is a video visit and whether it is offered; edited
 * by those who manage settings.
 */
export function AppointmentTypesSection({ canEdit }: { canEdit: boolean }) {
  const t = useT(catalog);
  const types = useEndpointQuery('listAppointmentTypes', {});
  const [editing, setEditing] = useState<AppointmentTypeRecord | null>(null);
  const list = types.data ?? [];
  return (
    <QueryState
      query={types}
      hasData={types.data !== null}
      isEmpty={list.length === 0}
      empty={<Text color="fg.muted">{t('types.empty')}</Text>}
      label={t('types.loading')}
    >
      <Stack as="ul" gap="3" m="0" p="0">
        {list.map((type) => (
          <Box
            as="li"
            key={type.key}
            listStyleType="none"
            borderWidth="1px"
            borderRadius="lg"
            p="4"
            aria-label={type.name}
          >
            <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
              <Stack gap="1" minWidth="0" flex="1 1 16rem">
                <HStack gap="2" wrap="wrap">
                  <Box aria-hidden="true" boxSize="3" borderRadius="full" bg={type.colour} />
                  <Heading as="h3" fontSize="md">
                    {type.name}
                  </Heading>
                  {!type.active ? <Badge colorPalette="gray">{t('types.notOffered')}</Badge> : null}
                  {type.telemedicine ? <Badge colorPalette="purple">{t('types.videoBadge')}</Badge> : null}
                  {type.bookable_online ? <Badge colorPalette="green">{t('types.onlineBadge')}</Badge> : null}
                </HStack>
                <Text fontSize="sm" color="fg.muted">
                  {t('types.summary', {
                    minutes: type.duration_minutes,
                    before: type.buffer_before_minutes,
                    after: type.buffer_after_minutes,
                    price: priceText(type),
                    currency: type.currency,
                  })}
                </Text>
              </Stack>
              {canEdit ? (
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() => setEditing(type)}
                  aria-label={t('types.editLabel', { name: type.name })}
                >
                  {t('types.edit')}
                </Button>
              ) : null}
            </HStack>
          </Box>
        ))}
      </Stack>
      {editing !== null ? (
        <AppointmentTypeDialog
          key={editing.key}
          type={editing}
          onClose={() => setEditing(null)}
          onSaved={() => {
            setEditing(null);
            types.reload();
          }}
        />
      ) : null}
    </QueryState>
  );
}
