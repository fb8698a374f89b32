import { Container, SimpleGrid } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from '../catalog';
import { CtaBand } from '../common/cta-band';
import { PageIntro } from '../common/page-intro';
import { usePageTitle } from '../common/use-page-title';
import { PostCard } from './post-card';
import { POSTS } from './posts';

export function BlogListPage() {
  const t = useT(catalog);
  usePageTitle(t('blog.eyebrow'));
  return (
    <>
      <PageIntro eyebrow={t('blog.eyebrow')} title={t('blog.title')} lead={t('blog.lead')} />
      <Container maxW="6xl" px={{ base: '4', md: '8' }} py={{ base: '10', md: '14' }}>
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, md: 2 }} gap="6">
          {POSTS.map((post) => (
            <li key={post.slug}>
              <PostCard post={post} />
            </li>
          ))}
        </SimpleGrid>
      </Container>
      <CtaBand />
    </>
  );
}
