import { Box, HStack, List, SimpleGrid, Text } from '@chakra-ui/react';
import type { AttentionItem } from '@clinio/contracts';
import { CircleAlert, Info, TriangleAlert } from 'lucide-react';
import type { ComponentType, ReactNode } from 'react';

export interface StatCardProps {
  label: string;
  value: string;
  /** A line under the figure: what it is made of. */
  children?: ReactNode;
  /** A link or button at the bottom of the card. */
  action?: ReactNode;
}

/** One figure with its label, as a term and its description (the grid is the list). */
export function StatCard({ label, value, children, action }: StatCardProps) {
  return (
    <Box borderWidth="1px" borderRadius="md" px="4" py="3" bg="bg.panel">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Box as="dd">
        <Text fontSize="2xl" fontWeight="600">
          {value}
        </Text>
        {children ? (
          <Text fontSize="xs" color="fg.muted">
            {children}
          </Text>
        ) : null}
        {action ? <Box mt="2">{action}</Box> : null}
      </Box>
    </Box>
  );
}

/** StatCards in a responsive grid, read as one description list named by `label`. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    // The group carries the name; the list inside keeps its description-list semantics (a dl with
    // a role is no longer a list, and its dt/dd are then orphans to assistive technology).
    <Box role="group" aria-label={label}>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2, lg: 3 }} gap="3">
        {children}
      </SimpleGrid>
    </Box>
  );
}

const TONES = {
  danger: { icon: CircleAlert, color: 'fg.error' },
  warning: { icon: TriangleAlert, color: 'fg.warning' },
  info: { icon: Info, color: 'brand.solid' },
} as const;

export interface AttentionListProps {
  items: readonly AttentionItem[];
  /** Renders the link to where the item is dealt with (the host's router link). */
  LinkComponent: ComponentType<{ to: string; children: ReactNode }>;
  /** Said when the list is empty. */
  emptyText?: string;
}

/** A home's "Needs attention" list: one line per open item, each a link to where it is done. */
export function AttentionList({
  items,
  LinkComponent,
  emptyText = 'Nothing needs your attention right now.',
}: AttentionListProps) {
  if (items.length === 0) return <Text color="fg.muted">{emptyText}</Text>;
  return (
    <List.Root variant="plain" gap="2">
      {items.map((item) => {
        const tone = TONES[item.tone];
        const Icon = tone.icon;
        return (
          <List.Item key={item.key} data-tone={item.tone}>
            <HStack align="start" gap="2">
              <Box color={tone.color} pt="0.5" aria-hidden="true">
                <Icon size={16} />
              </Box>
              <LinkComponent to={item.to}>{item.text}</LinkComponent>
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
