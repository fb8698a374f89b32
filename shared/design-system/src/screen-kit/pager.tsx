import { HStack, Text } from '@chakra-ui/react';
import { pageCount } from '@clinio/contracts';
import { Button } from '../button';
import { kitCatalog } from '../i18n/kit-catalog';
import { useT } from '../i18n/locale-provider';

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
  const t = useT(kitCatalog);
  const pages = pageCount(total, pageSize);
  return (
    <HStack as="nav" aria-label={t('kit.pager.label')} justify="space-between" gap="3" wrap="wrap" mt="4">
      <Text fontSize="sm" color="fg.muted" aria-live="polite">
        {t('kit.pager.status', { page: Math.min(page, pages), pages, total, noun })}
      </Text>
      <HStack gap="2">
        <Button size="sm" variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          {t('kit.pager.previous')}
        </Button>
        <Button size="sm" variant="outline" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          {t('kit.pager.next')}
        </Button>
      </HStack>
    </HStack>
  );
}
