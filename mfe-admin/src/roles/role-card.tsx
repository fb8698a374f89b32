import { Badge, Box, HStack, Heading, List, Stack, Text } from '@chakra-ui/react';
import type { RoleSummary } from '@clinio/contracts';
import { Button, CollapsibleSection, useT } from '@clinio/design-system';
import { humanize } from '../common/format';
import { catalog } from './catalog';
import { groupPermissions } from './permission-groups';

export interface RoleCardProps {
  role: RoleSummary;
  onEdit: (role: RoleSummary) => void;
  onDelete: (role: RoleSummary) => void;
}

/** One role: what it is for, who has it and what it allows. System roles are read-only. */
export function RoleCard({ role, onEdit, onDelete }: RoleCardProps) {
  const t = useT(catalog);
  const name = humanize(role.name);
  const headingId = `role-${role.id}`;
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderRadius="lg" p="4" minWidth="0">
      <Stack gap="3">
        <HStack justify="space-between" align="flex-start" gap="3" wrap="wrap">
          <Stack gap="1" minWidth="0">
            <HStack gap="2" wrap="wrap">
              <Heading as="h3" id={headingId} fontSize="lg">
                {name}
              </Heading>
              {role.is_system ? (
                <Badge colorPalette="purple" variant="subtle">
                  {t('card.system')}
                </Badge>
              ) : (
                <Badge variant="outline">{t('card.custom')}</Badge>
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              {t('card.members', { count: role.member_count })}
            </Text>
          </Stack>
          {role.is_system ? null : (
            <HStack gap="2">
              <Button
                size="sm"
                variant="outline"
                aria-label={t('card.editLabel', { name })}
                onClick={() => onEdit(role)}
              >
                {t('card.edit')}
              </Button>
              {role.member_count === 0 ? (
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={t('card.deleteLabel', { name })}
                  onClick={() => onDelete(role)}
                >
                  {t('card.delete')}
                </Button>
              ) : null}
            </HStack>
          )}
        </HStack>
        {role.description !== '' ? <Text>{role.description}</Text> : null}
        {!role.is_system && role.member_count > 0 ? (
          <Text fontSize="sm" color="fg.muted">
            {t('card.inUse')}
          </Text>
        ) : null}
        <CollapsibleSection
          title={t('card.permissions', { count: role.permissions.length })}
          defaultExpanded={false}
        >
          <Stack gap="3" px="3" pt="1">
            {groupPermissions(role.permissions).map((group) => (
              <Box key={group.label}>
                <Text fontWeight="600" fontSize="sm">
                  {group.label}
                </Text>
                <List.Root ps="5" fontSize="sm">
                  {group.items.map((item) => (
                    <List.Item key={item.name}>{item.label}</List.Item>
                  ))}
                </List.Root>
              </Box>
            ))}
          </Stack>
        </CollapsibleSection>
      </Stack>
    </Box>
  );
}
