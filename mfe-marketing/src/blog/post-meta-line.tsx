import { HStack, Text } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import { catalog } from '../catalog';
import { formatLongDate } from '../common/format';
import type { PostMeta } from './posts';

/** 'By The Clinio team · 8 September 2026 · 5 min read' */
export function PostMetaLine({ post }: { post: PostMeta }) {
  const t = useT(catalog);
  return (
    <HStack gap="2" wrap="wrap" fontSize="sm" color="fg.muted">
      <Text>{t('blog.by', { author: post.author })}</Text>
      <Text aria-hidden="true">·</Text>
      <Text>
        <time dateTime={post.date}>{formatLongDate(post.date)}</time>
      </Text>
      <Text aria-hidden="true">·</Text>
      <Text>{t('blog.readingTime', { minutes: String(post.readingMinutes) })}</Text>
    </HStack>
  );
}
