import { HStack, Text } from '@chakra-ui/react';
import { pageCount } from '@clinio/contracts';
import { Button } from '../button';

export interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  /** What is counted, plural: 'staff members', 'entries'. */
  noun: string;
  onPage: (page: number) => void;
}

/** Previous / next with 'Page 2 of 5 · 112 entries'. */
export function Pager({ page, pageSize, total, noun, onPage }: PagerProps) {
  const pages = pageCount(total, pageSize);
  return (
    <HStack as="nav" aria-label="Pages" justify="space-between" gap="3" wrap="wrap" mt="4">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        Page {Math.min(page, pages)} of {pages} · {total} {noun}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Previous
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Next
        </Button>
      </HStack>
    </HStack>
  );
}
