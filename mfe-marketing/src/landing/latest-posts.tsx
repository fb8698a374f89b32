import { SimpleGrid, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from '../catalog';
import { AppLink } from '../common/app-link';
import { Section } from '../common/section';
import { PostCard } from '../blog/post-card';
import { POSTS } from '../blog/posts';

/** The three newest articles: metadata only, the bodies stay in their own chunks. */
export function LatestPosts() {
  const t = useT(catalog);
  return (
    <Section id="blog" title={t('landing.blog')} lead={t('landing.blogLead')}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {POSTS.slice(0, 3).map((post) => (
          <PostCard key={post.slug} post={post} headingLevel="h3" />
        ))}
      </SimpleGrid>
      <Text mt="6">
        <AppLink to="/blog" color="brand.fg" fontWeight="600">
          {t('landing.allArticles')}
        </AppLink>
      </Text>
    </Section>
  );
}
