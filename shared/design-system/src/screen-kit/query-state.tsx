import { Box, Center, HStack, Spinner, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Button } from '../button';
import { PageSpinner } from '../page-spinner';
import { FormAlert } from './notice';
import { kitCatalog } from '../i18n/kit-catalog';
import { useT } from '../i18n/locale-provider';

/** What a screen knows about one server read (see @clinio/platform's useApiQuery). */
export interface QueryStatus {
  /** A request is out (the first one, a retry or a reload). */
  isLoading: boolean;
  /** The server's sentence when the latest attempt failed. */
  error: string | null;
  reload: () => void;
}

export interface QueryStateProps {
  query: QueryStatus;
  /** Whether something is already on screen (then a reload shows a small spinner only). */
  hasData: boolean;
  /** Whether the answer holds nothing to show; `empty` is shown instead of the children. */
  isEmpty?: boolean;
  empty?: ReactNode;
  /** What is loading, for the spinner's accessible name: 'Loading staff…'. */
  label: string;
  children: ReactNode;
}

/**
 * The one way a screen shows a server read: a spinner until the first answer, the server's message
 * with "Try again" on failure, the empty state when there is nothing, and on a reload the old
 * content stays with a small busy spinner so nothing jumps.
 */
export function QueryState({
  query,
  hasData,
  isEmpty = false,
  empty = null,
  label,
  children,
}: QueryStateProps) {
  const t = useT(kitCatalog);
  if (query.error !== null) {
    return (
      <FormAlert>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Text>{query.error}</Text>
          <Button size="sm" variant="outline" onClick={query.reload}>
            {t('kit.tryAgain')}
          </Button>
        </HStack>
      </FormAlert>
    );
  }
  if (!hasData) return <PageSpinner fullPage={false} label={label} />;
  return (
    <Box position="relative" aria-busy={query.isLoading}>
      {query.isLoading ? (
        <Center position="absolute" top="2" right="2" zIndex="1" role="status" aria-label={label}>
          <Spinner size="sm" color="brand.solid" />
        </Center>
      ) : null}
      {isEmpty ? empty : children}
    </Box>
  );
}
