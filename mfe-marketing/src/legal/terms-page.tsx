import { useT } from '@clinio/design-system';
import { catalog } from './catalog';
import { LegalPage } from './legal-page';
import terms from './terms.md';

export function TermsPage() {
  const t = useT(catalog);
  return <LegalPage title={t('legal.terms.title')} lead={t('legal.terms.lead')} html={terms.html} />;
}
