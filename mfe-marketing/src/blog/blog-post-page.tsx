import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Button, PageSpinner, useT } from '@clinio/design-system';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'react-router-dom';
import { catalog } from '../catalog';
import { AppLink } from '../common/app-link';
import { ArticleBody } from '../common/article-body';
import { CtaBand } from '../common/cta-band';
import { usePageTitle } from '../common/use-page-title';
import { NotFoundPage } from '../not-found/not-found-page';
import { PostMetaLine } from './post-meta-line';
import { findPost, type Post } from './posts';
import { usePostBody } from './use-post-body';

function Article({ post }: { post: Post }) {
  const t = useT(catalog);
  usePageTitle(post.title);
  const { body, retry } = usePostBody(post);
  return (
    <>
      <Container as="article" maxW="3xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '16' }}>
        <AppLink
          to="/blog"
          color="brand.fg"
          fontWeight="600"
          display="inline-flex"
          alignItems="center"
          gap="1"
          mb="6"
        >
          <ArrowLeft size={16} aria-hidden="true" /> {t('blog.allArticles')}
        </AppLink>
        <Stack gap="4" mb="10">
          <Heading as="h1" fontSize={{ base: '3xl', md: '4xl' }} lineHeight="1.2" letterSpacing="-0.02em">
            {post.title}
          </Heading>
          <PostMetaLine post={post} />
          <Text fontSize="xl" color="fg.muted">
            {post.summary}
          </Text>
        </Stack>
        {body.status === 'loading' ? <PageSpinner fullPage={false} label={t('blog.loading')} /> : null}
        {body.status === 'ready' ? <ArticleBody html={body.html} /> : null}
        {body.status === 'failed' ? (
          <Box role="alert" borderWidth="1px" borderColor="red.200" bg="red.50" borderRadius="lg" p="5">
            <Text mb="4">{t('blog.loadFailed')}</Text>
            <Button variant="outline" onClick={retry}>
              {t('blog.retry')}
            </Button>
          </Box>
        ) : null}
      </Container>
      <CtaBand />
    </>
  );
}

export function BlogPostPage() {
  const t = useT(catalog);
  const { slug = '' } = useParams();
  const post = findPost(slug);
  if (!post) {
    return (
      <NotFoundPage
        title={t('blog.notFound.title')}
        message={t('blog.notFound.message')}
        backTo="/blog"
        backLabel={t('blog.notFound.back')}
      />
    );
  }
  // Keyed so that moving between articles starts each one fresh.
  return <Article key={post.slug} post={post} />;
}
