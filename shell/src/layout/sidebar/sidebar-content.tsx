import { useT } from '@clinio/design-system';
import { Box, Flex, Text, VStack, chakra } from '@chakra-ui/react';
import type { AuthUser } from '@clinio/platform';
import { SidebarBrand } from './sidebar-brand';
import { SidebarEntryView } from './sidebar-entry';
import { DASHBOARD_HOME, type SidebarGroupKey } from './sidebar-items';
import type { SidebarModel } from './sidebar-model';
import { SidebarSectionView } from './sidebar-section';
import { SidebarUser } from './sidebar-user';
import { useEntryAction } from './use-entry-action';
import { staffCatalog } from '../../staff-texts/catalog';

export interface SidebarContentProps {
  model: SidebarModel;
  user: AuthUser;
  iconOnly: boolean;
  /** Which titled groups are open. */
  groups: Readonly<Record<SidebarGroupKey, boolean>>;
  onGroupChange: (group: SidebarGroupKey, expanded: boolean) => void;
  onLogout: () => void;
}

/** What every layout variant shows: brand, quick actions, the grouped items, the user. */
export function SidebarContent({
  model,
  user,
  iconOnly,
  groups,
  onGroupChange,
  onLogout,
}: SidebarContentProps) {
  const t = useT(staffCatalog);
  const onAction = useEntryAction();
  const home =
    model.sections.flatMap((section) => section.entries).find((entry) => entry.key === 'dashboard')?.to ??
    DASHBOARD_HOME;

  return (
    <Flex direction="column" height="full" minHeight="0">
      <Box px="3" pt="4" pb="3" borderBottomWidth="1px">
        <SidebarBrand home={home} iconOnly={iconOnly} />
      </Box>
      <Box flex="1" minHeight="0" overflowY="auto" px="2" py="3">
        {model.quickActions.length > 0 ? (
          <chakra.section aria-label={t('sidebar.quickActions')} mb="4">
            {iconOnly ? null : (
              <Text px="3" mb="2" fontSize="xs" fontWeight="600" textTransform="uppercase" color="fg.subtle">
                {t('sidebar.quickActionsTitle')}
              </Text>
            )}
            <VStack gap="1.5" align="stretch">
              {model.quickActions.map((entry) => (
                <SidebarEntryView
                  key={entry.key}
                  entry={entry}
                  iconOnly={iconOnly}
                  onAction={onAction}
                  tone="action"
                />
              ))}
            </VStack>
          </chakra.section>
        ) : null}
        <chakra.nav aria-label={t('sidebar.main')} display="flex" flexDirection="column" gap="1">
          {model.sections.map((section) => (
            <SidebarSectionView
              key={section.key}
              section={section}
              iconOnly={iconOnly}
              expanded={groups[section.key]}
              onExpandedChange={(expanded) => onGroupChange(section.key, expanded)}
              onAction={onAction}
            />
          ))}
        </chakra.nav>
      </Box>
      <Box borderTopWidth="1px" p="3">
        <SidebarUser user={user} iconOnly={iconOnly} onLogout={onLogout} />
      </Box>
    </Flex>
  );
}
