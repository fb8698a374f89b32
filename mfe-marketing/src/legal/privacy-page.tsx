import { useT } from '@clinio/design-system';
import { catalog } from './catalog';
import { LegalPage } from './legal-page';
import privacy from './privacy.md';

export function PrivacyPage() {
  const t = useT(catalog);
  return <LegalPage title={t('legal.privacy.title')} lead={t('legal.privacy.lead')} html={privacy.html} />;
}
