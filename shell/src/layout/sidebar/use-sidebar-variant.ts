import { useBreakpointValue } from '@chakra-ui/react';

/**
 * Spec 2.5's layouts: a slide-in drawer on phones (base), a narrow icon rail (md), a floating rail
 * that widens on hover (xl) and the full sidebar (2xl).
 */
export type SidebarVariant = 'drawer' | 'rail' | 'floating' | 'full';

export function useSidebarVariant(): SidebarVariant {
  // Read at once (no first render as a phone) and kept in step with the window's width.
  return (
    useBreakpointValue<SidebarVariant>(
      { base: 'drawer', md: 'rail', xl: 'floating', '2xl': 'full' },
      { ssr: false },
    ) ?? 'drawer'
  );
}
