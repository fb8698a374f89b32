import { Box, Heading, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { EmptyState, FormField, useT } from '@clinio/design-system';
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageBody, PageHeader } from '../common/page-header';
import { ARTICLES, plainText, searchArticles, type HelpArticle } from './articles';
import { catalog, type MessageKey } from './catalog';
import { HelpLink } from './help-link';

const AREA_TITLES: Record<HelpArticle['area'], MessageKey> = {
  'Getting started': 'docs.area.gettingStarted',
  Security: 'docs.area.security',
  'Your team': 'docs.area.yourTeam',
  Patients: 'docs.area.patients',
  Records: 'docs.area.records',
};

/** Article bodies are fetched the first time someone searches, so the index itself stays light. */
function useArticleTexts(isNeeded: boolean): Record<string, string> {
  const [texts, setTexts] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!isNeeded) return undefined;
    let isCurrent = true;
    void Promise.allSettled(
      ARTICLES.map(async (article) => [article.slug, plainText((await article.load()).default.html)]),
    ).then((results) => {
      if (!isCurrent) return;
      const loaded: Record<string, string> = {};
      for (const result of results)
        if (result.status === 'fulfilled') loaded[result.value[0] ?? ''] = result.value[1] ?? '';
      setTexts(loaded);
    });
    return () => {
      isCurrent = false;
    };
  }, [isNeeded]);
  return texts;
}

function ArticleCard({ article }: { article: HelpArticle }) {
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h3" fontSize="md" mb="1">
        <HelpLink to={`/dashboard/documentation/${article.slug}`}>{article.title}</HelpLink>
      </Heading>
      <Text color="fg.muted" fontSize="sm">
        {article.summary}
      </Text>
    </Box>
  );
}

/** /dashboard/documentation: the in-app help, by area, with search (?q= keeps it in the address). */
export function DocumentationPage() {
  const t = useT(catalog);
  const [params, setParams] = useSearchParams();
  const query = params.get('q') ?? '';
  const texts = useArticleTexts(query.trim() !== '');
  const results = useMemo(() => searchArticles(query, texts), [query, texts]);
  const areas = useMemo(() => [...new Set(ARTICLES.map((article) => article.area))], []);

  return (
    <PageBody>
      <PageHeader title={t('docs.title')} lead={t('docs.lead')} />
      <Box
        as="form"
        role="search"
        aria-label={t('docs.searchLabel')}
        maxWidth="xl"
        mb="6"
        onSubmit={(event) => event.preventDefault()}
      >
        <FormField label={t('docs.searchField')} helper={t('docs.searchHelp')}>
          <Input
            type="search"
            value={query}
            onChange={(event) =>
              setParams(event.target.value === '' ? {} : { q: event.target.value }, { replace: true })
            }
          />
        </FormField>
      </Box>
      {query.trim() !== '' ? (
        <Stack gap="3">
          <Heading as="h2" fontSize="lg" aria-live="polite">
            {results.length === 0 ? t('docs.noMatch') : t('docs.matching', { count: results.length })}
          </Heading>
          {results.length === 0 ? (
            <EmptyState title={t('docs.nothingFound')} message={t('docs.nothingFoundHelp')} />
          ) : (
            <Stack as="ul" aria-label={t('docs.results')} gap="3" listStyleType="none">
              {results.map((article) => (
                <ArticleCard key={article.slug} article={article} />
              ))}
            </Stack>
          )}
        </Stack>
      ) : (
        <Stack gap="8">
          {areas.map((area) => (
            <Box as="section" key={area} aria-label={t(AREA_TITLES[area])}>
              <Heading as="h2" fontSize="xl" mb="3">
                {t(AREA_TITLES[area])}
              </Heading>
              <SimpleGrid as="ul" columns={{ base: 1, md: 2 }} gap="3" listStyleType="none">
                {ARTICLES.filter((article) => article.area === area).map((article) => (
                  <ArticleCard key={article.slug} article={article} />
                ))}
              </SimpleGrid>
            </Box>
          ))}
        </Stack>
      )}
    </PageBody>
  );
}
