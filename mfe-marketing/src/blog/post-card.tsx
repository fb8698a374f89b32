import { Card, Heading, Text } from '@chakra-ui/react';
import { AppLink } from '../common/app-link';
import { PostMetaLine } from './post-meta-line';
import type { PostMeta } from './posts';

/** A post in a list: the title is the link, so the card reads as one item to screen readers. */
export function PostCard({ post, headingLevel = 'h2' }: { post: PostMeta; headingLevel?: 'h2' | 'h3' }) {
  return (
    <Card.Root as="article" height="full">
      <Card.Body gap="3">
        <Heading as={headingLevel} fontSize="xl" lineHeight="1.3">
          <AppLink to={`/blog/${post.slug}`} color="fg" _hover={{ color: 'brand.fg' }}>
            {post.title}
          </AppLink>
        </Heading>
        <PostMetaLine post={post} />
        <Text color="fg.muted">{post.summary}</Text>
      </Card.Body>
    </Card.Root>
  );
}
