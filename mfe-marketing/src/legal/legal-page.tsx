import { Container, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from './catalog';
import { ArticleBody } from '../common/article-body';
import { PageIntro } from '../common/page-intro';
import { usePageTitle } from '../common/use-page-title';

/** Both legal documents carry the same date; change it here when either text changes. */
export const LEGAL_LAST_UPDATED = '22 November 2026';

/** The title and lead already translated; the body is the document's Markdown. */
export interface LegalPageProps {
  title: string;
  lead: string;
  html: string;
}

/** A legal document: the h1 and date from the page, the body from build-time markdown. */
export function LegalPage({ title, lead, html }: LegalPageProps) {
  const t = useT(catalog);
  usePageTitle(title);
  return (
    <>
      <PageIntro eyebrow={t('legal.eyebrow')} title={title} lead={lead}>
        <Text mt="4" fontWeight="600">
          {t('legal.lastUpdated', { date: LEGAL_LAST_UPDATED })}
        </Text>
      </PageIntro>
      <Container maxW="3xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '14' }}>
        <ArticleBody html={html} />
      </Container>
    </>
  );
}
