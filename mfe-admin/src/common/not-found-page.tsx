import { Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from './catalog';
import { PageBody, PageHeader } from './page-header';

/** Spec 2.2: any other dashboard path of this area. */
export function NotFoundPage() {
  const t = useT(catalog);
  return (
    <PageBody>
      <PageHeader title={t('notFound.title')} />
      <Text color="fg.muted">{t('notFound.message')}</Text>
    </PageBody>
  );
}
