import { Portal, Tooltip } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';

/** A tooltip to the right of an icon-only control (spec 2.5's compact mode); nothing otherwise. */
export function SidebarTip({
  content,
  enabled,
  children,
}: {
  content: ReactNode;
  enabled: boolean;
  children: ReactElement;
}) {
  if (!enabled) return children;
  return (
    <Tooltip.Root positioning={{ placement: 'right' }} openDelay={150} closeDelay={0}>
      <Tooltip.Trigger asChild>{children}</Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content maxWidth="60">{content}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
