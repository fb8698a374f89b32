import { Box, Collapsible, HStack, Text } from '@chakra-ui/react';
import { ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';

export interface CollapsibleSectionProps {
  title: string;
  icon?: ReactNode;
  defaultExpanded?: boolean;
  /** Controlled use: the state comes from the owner, who hears of every toggle. */
  expanded?: boolean;
  onExpandedChange?: (expanded: boolean) => void;
  children: ReactNode;
}

/** Spec 2.11: a titled section that folds, with an optional icon and a default state. */
export function CollapsibleSection({
  title,
  icon,
  defaultExpanded = true,
  expanded,
  onExpandedChange,
  children,
}: CollapsibleSectionProps) {
  return (
    <Collapsible.Root
      defaultOpen={expanded ?? defaultExpanded}
      open={expanded}
      onOpenChange={onExpandedChange ? (details) => onExpandedChange(details.open) : undefined}
    >
      <Collapsible.Trigger
        width="full"
        py="2"
        px="3"
        borderRadius="md"
        cursor="pointer"
        _hover={{ bg: 'bg.muted' }}
        focusRing="outside"
      >
        <HStack justify="space-between" width="full">
          <HStack gap="2">
            {icon ? <Box aria-hidden="true">{icon}</Box> : null}
            <Text fontWeight="600" fontSize="sm">
              {title}
            </Text>
          </HStack>
          <Collapsible.Indicator transition="transform 0.2s" _open={{ transform: 'rotate(180deg)' }}>
            <ChevronDown size={16} aria-hidden="true" />
          </Collapsible.Indicator>
        </HStack>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box pt="1">{children}</Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
