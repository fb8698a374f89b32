import { useT } from '@clinio/design-system';
import { HStack, Text, chakra } from '@chakra-ui/react';
import { useRef, type KeyboardEvent } from 'react';
import { moveTab } from './tab-order';
import { VIEW_LABELS, type CalendarView } from './view-state';
import { catalog } from '../catalog';

export interface ViewTabsProps {
  order: readonly CalendarView[];
  view: CalendarView;
  onView: (view: CalendarView) => void;
  onReorder: (order: CalendarView[]) => void;
}

/**
 * The views as tabs in the user's own order (spec 3: `appointments-tab-order`). Arrow keys move
 * between tabs; Alt+Arrow moves the focused tab itself, and the first tab is the view that opens.
 */
export function ViewTabs({ order, view, onView, onReorder }: ViewTabsProps) {
  const t = useT(catalog);
  const refs = useRef(new Map<CalendarView, HTMLButtonElement>());
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, current: CalendarView) {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    const by = event.key === 'ArrowLeft' ? -1 : 1;
    if (event.altKey) {
      onReorder(moveTab(order, current, by));
      requestAnimationFrame(() => refs.current.get(current)?.focus());
      return;
    }
    const next = order[(order.indexOf(current) + by + order.length) % order.length] ?? current;
    onView(next);
    refs.current.get(next)?.focus();
  }
  return (
    <HStack gap="2" wrap="wrap">
      <HStack role="tablist" aria-label={t('tabs.label')} gap="1" borderWidth="1px" borderRadius="md" p="1">
        {order.map((candidate) => {
          const isSelected = candidate === view;
          return (
            <chakra.button
              key={candidate}
              ref={(node: HTMLButtonElement | null) => {
                if (node) refs.current.set(candidate, node);
                else refs.current.delete(candidate);
              }}
              type="button"
              role="tab"
              aria-selected={isSelected}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onView(candidate)}
              onKeyDown={(event) => onKeyDown(event, candidate)}
              px="3"
              py="1.5"
              borderRadius="sm"
              fontSize="sm"
              fontWeight={isSelected ? 'semibold' : 'normal'}
              bg={isSelected ? 'gray.800' : 'transparent'}
              color={isSelected ? 'white' : 'gray.800'}
              _focusVisible={{ outline: '2px solid', outlineColor: 'blue.600', outlineOffset: '2px' }}
            >
              {VIEW_LABELS[candidate]}
            </chakra.button>
          );
        })}
      </HStack>
      <Text fontSize="xs" color="fg.muted" hideBelow="md">
        {t('tabs.reorderHint')}
      </Text>
    </HStack>
  );
}
