import { SimpleGrid, Text } from '@chakra-ui/react';
import { AppLink } from '../common/app-link';
import { Section } from '../common/section';
import { PostCard } from '../blog/post-card';
import { POSTS } from '../blog/posts';

/** The three newest articles: metadata only, the bodies stay in their own chunks. */
export function LatestPosts() {
  return (
    <Section
      id="blog"
      title="From the blog"
      lead="Practical notes on running a clinic, whatever software you use."
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
        {POSTS.slice(0, 3).map((post) => (
          <PostCard key={post.slug} post={post} headingLevel="h3" />
        ))}
      </SimpleGrid>
      <Text mt="6">
        <AppLink to="/blog" color="brand.fg" fontWeight="600">
          All articles
        </AppLink>
      </Text>
    </Section>
  );
}
