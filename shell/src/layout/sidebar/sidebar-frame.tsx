import { useT } from '@clinio/design-system';
import { Box, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { useEffect, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import type { SidebarVariant } from './use-sidebar-variant';
import { staffCatalog } from '../../staff-texts/catalog';

export interface SidebarFrameProps {
  variant: SidebarVariant;
  /** The full sidebar's icon-only choice. */
  compact: boolean;
  drawerOpen: boolean;
  onDrawerOpenChange: (open: boolean) => void;
  /** The sidebar's content, icon-only or with its labels. */
  renderSidebar: (iconOnly: boolean) => ReactNode;
}

const RAIL = '16';
const FULL = '64';

/**
 * How long the pointer rests on the floating rail before it widens: a pointer crossing it, or a
 * quick click on an icon, does not reflow the rail under it.
 */
export const HOVER_INTENT_MS = 250;

function isKeyboardFocus(target: EventTarget): boolean {
  try {
    return target instanceof Element && target.matches(':focus-visible');
  } catch {
    return false;
  }
}

function FloatingRail({ renderSidebar }: Pick<SidebarFrameProps, 'renderSidebar'>) {
  const t = useT(staffCatalog);
  const [expanded, setExpanded] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const widenSoon = () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setExpanded(true), HOVER_INTENT_MS);
  };
  const narrow = () => {
    clearTimeout(timer.current);
    setExpanded(false);
  };
  // Keyboard users get the labels at once; a mouse click's focus waits for the hover.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (isKeyboardFocus(event.target)) setExpanded(true);
  };
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) narrow();
  };
  return (
    // The placeholder keeps the page beside the rail; the rail widens over the page.
    <Box width={RAIL} flexShrink={0}>
      <Box
        as="aside"
        aria-label={t('sidebar.label')}
        data-sidebar-variant="floating"
        data-expanded={expanded}
        position="fixed"
        insetStart="0"
        top="0"
        bottom="0"
        zIndex="sticky"
        width={expanded ? FULL : RAIL}
        transition="width 0.2s ease"
        bg="bg"
        borderEndWidth="1px"
        boxShadow={expanded ? 'lg' : undefined}
        onMouseEnter={widenSoon}
        onMouseLeave={narrow}
        onFocus={onFocus}
        onBlur={onBlur}
      >
        {renderSidebar(!expanded)}
      </Box>
    </Box>
  );
}

/**
 * Spec 2.5's four layouts: the slide-in drawer (phones), the narrow icon rail (md), the floating
 * rail that widens on hover (xl) and the full sidebar, 64 units wide (2xl), which may be compact.
 */
export function SidebarFrame({
  variant,
  compact,
  drawerOpen,
  onDrawerOpenChange,
  renderSidebar,
}: SidebarFrameProps) {
  const t = useT(staffCatalog);
  switch (variant) {
    case 'drawer':
      return (
        <Drawer.Root
          open={drawerOpen}
          placement="start"
          onOpenChange={(details) => onDrawerOpenChange(details.open)}
        >
          <Portal>
            <Drawer.Backdrop />
            <Drawer.Positioner>
              <Drawer.Content maxWidth="72" data-sidebar-variant="drawer">
                <Drawer.Title srOnly>{t('sidebar.menu')}</Drawer.Title>
                {renderSidebar(false)}
                <Drawer.CloseTrigger asChild position="absolute" top="3" insetEnd="3">
                  <CloseButton size="sm" aria-label={t('sidebar.closeMenu')} />
                </Drawer.CloseTrigger>
              </Drawer.Content>
            </Drawer.Positioner>
          </Portal>
        </Drawer.Root>
      );
    case 'floating':
      return <FloatingRail renderSidebar={renderSidebar} />;
    case 'rail':
    case 'full': {
      const iconOnly = variant === 'rail' || compact;
      return (
        <Box
          as="aside"
          aria-label={t('sidebar.label')}
          data-sidebar-variant={variant}
          data-compact={iconOnly}
          position="sticky"
          top="0"
          height="100vh"
          flexShrink={0}
          width={iconOnly ? RAIL : FULL}
          transition="width 0.2s ease"
          bg="bg"
          borderEndWidth="1px"
        >
          {renderSidebar(iconOnly)}
        </Box>
      );
    }
  }
}
