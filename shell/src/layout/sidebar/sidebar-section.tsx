import { Box, Separator, chakra } from '@chakra-ui/react';
import { CollapsibleSection } from '@clinio/design-system';
import { Building2, ChartColumn, ChevronDown, Megaphone, Stethoscope, type LucideIcon } from 'lucide-react';
import { SidebarEntryView } from './sidebar-entry';
import type { SidebarGroupKey } from './sidebar-items';
import type { SidebarEntry, SidebarSection } from './sidebar-model';
import { SidebarTip } from './sidebar-tip';

const GROUP_ICONS: Partial<Record<SidebarGroupKey, LucideIcon>> = {
  clinical: Stethoscope,
  analytics: ChartColumn,
  admin: Building2,
  messaging: Megaphone,
};

export interface SidebarSectionViewProps {
  section: SidebarSection;
  iconOnly: boolean;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
  onAction: (entry: SidebarEntry) => void;
}

/** Icon-only, a group's title is its icon: a click folds or unfolds it, the tooltip names it. */
function GroupToggle({
  title,
  icon: Icon,
  expanded,
  onExpandedChange,
}: {
  title: string;
  icon: LucideIcon;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}) {
  return (
    <SidebarTip content={title} enabled>
      <chakra.button
        type="button"
        aria-label={title}
        aria-expanded={expanded}
        onClick={() => onExpandedChange(!expanded)}
        display="flex"
        alignItems="center"
        justifyContent="center"
        gap="0.5"
        width="full"
        minHeight="9"
        borderRadius="md"
        color="fg.subtle"
        cursor="pointer"
        _hover={{ bg: 'bg.muted', color: 'fg' }}
        focusRing="outside"
      >
        <Icon size={16} aria-hidden="true" />
        <Box as="span" aria-hidden="true" transform={expanded ? 'rotate(180deg)' : undefined}>
          <ChevronDown size={10} />
        </Box>
      </chakra.button>
    </SidebarTip>
  );
}

/**
 * A titled group folds (spec 2.5), with its title or, icon-only, its icon; untitled lists do not
 * fold and are set apart by a rule.
 */
export function SidebarSectionView({
  section,
  iconOnly,
  expanded,
  onExpandedChange,
  onAction,
}: SidebarSectionViewProps) {
  const list = (
    <chakra.ul listStyleType="none" display="flex" flexDirection="column" gap="0.5">
      {section.entries.map((entry) => (
        <li key={entry.key}>
          <SidebarEntryView entry={entry} iconOnly={iconOnly} onAction={onAction} />
        </li>
      ))}
    </chakra.ul>
  );
  const Icon = GROUP_ICONS[section.key];
  if (section.title === null || Icon === undefined) {
    return (
      <Box>
        {section.key === 'core' ? null : <Separator my="2" />}
        {list}
      </Box>
    );
  }
  if (iconOnly) {
    return (
      <Box>
        <GroupToggle
          title={section.title}
          icon={Icon}
          expanded={expanded}
          onExpandedChange={onExpandedChange}
        />
        {expanded ? list : null}
      </Box>
    );
  }
  return (
    <CollapsibleSection
      title={section.title}
      icon={<Icon size={16} />}
      expanded={expanded}
      onExpandedChange={onExpandedChange}
    >
      {list}
    </CollapsibleSection>
  );
}
