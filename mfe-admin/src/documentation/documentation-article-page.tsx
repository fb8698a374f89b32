import { Box, Text } from '@chakra-ui/react';
import { ArticleBody, Button, FormAlert, PageSpinner, useT } from '@clinio/design-system';
import { ArrowLeft } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { PageBody, PageHeader } from '../common/page-header';
import { findArticle, type HelpArticle } from './articles';
import { catalog } from './catalog';
import { HelpLink } from './help-link';

type Body = { status: 'loading' } | { status: 'ready'; html: string } | { status: 'failed' };

function Article({ article }: { article: HelpArticle }) {
  const t = useT(catalog);
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<{ attempt: number; body: Body } | null>(null);
  useEffect(() => {
    let isCurrent = true;
    article.load().then(
      (module) => isCurrent && setLoaded({ attempt, body: { status: 'ready', html: module.default.html } }),
      () => isCurrent && setLoaded({ attempt, body: { status: 'failed' } }),
    );
    return () => {
      isCurrent = false;
    };
  }, [article, attempt]);
  const body: Body = loaded?.attempt === attempt ? loaded.body : { status: 'loading' };

  return (
    <PageBody>
      <HelpLink
        to="/dashboard/documentation"
        display="inline-flex"
        alignItems="center"
        gap="1"
        mb="4"
        fontWeight="600"
      >
        <ArrowLeft size={16} aria-hidden="true" /> {t('docs.allArticles')}
      </HelpLink>
      <PageHeader title={article.title} lead={article.summary} />
      <Box as="article" maxWidth="3xl">
        {body.status === 'loading' ? <PageSpinner fullPage={false} label={t('docs.loadingArticle')} /> : null}
        {body.status === 'ready' ? (
          <ArticleBody html={body.html} fontSize="md" onNavigate={(href) => void navigate(href)} />
        ) : null}
        {body.status === 'failed' ? (
          <FormAlert>
            <Text mb="3">{t('docs.loadFailed')}</Text>
            <Button size="sm" variant="outline" onClick={() => setAttempt((value) => value + 1)}>
              {t('docs.tryAgain')}
            </Button>
          </FormAlert>
        ) : null}
      </Box>
    </PageBody>
  );
}

/** /dashboard/documentation/{slug}. */
export function DocumentationArticlePage() {
  const t = useT(catalog);
  const { slug = '' } = useParams();
  const article = findArticle(slug);
  if (article === undefined) {
    return (
      <PageBody>
        <PageHeader title={t('docs.notFound')} />
        <Text color="fg.muted" mb="4">
          {t('docs.notFoundHelp')}
        </Text>
        <HelpLink to="/dashboard/documentation">{t('docs.allArticles')}</HelpLink>
      </PageBody>
    );
  }
  return <Article key={article.slug} article={article} />;
}
