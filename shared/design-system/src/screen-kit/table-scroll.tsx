import { Table } from '@chakra-ui/react';
import type { ReactNode } from 'react';

type BoxProps = Omit<Table.ScrollAreaProps, 'children' | 'role' | 'tabIndex' | 'aria-label'>;

/**
 * A table wider than a phone: it scrolls in its own box, which keyboard users can reach and scroll
 * (a focusable region named `label`). The box is positioned, so text a cell hides for screen
 * readers (an "Actions" header in `srOnly`) stays inside it instead of widening the page. Style
 * props (a `maxHeight` for a long table, a margin) go to the box.
 */
export function TableScroll({ label, children, ...box }: { label: string; children: ReactNode } & BoxProps) {
  return (
    <Table.ScrollArea
      position="relative"
      borderWidth="1px"
      borderRadius="md"
      {...box}
      role="region"
      tabIndex={0}
      aria-label={label}
    >
      {children}
    </Table.ScrollArea>
  );
}
