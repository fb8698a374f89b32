import { Container, SimpleGrid } from '@chakra-ui/react';
import { CtaBand } from '../common/cta-band';
import { PageIntro } from '../common/page-intro';
import { usePageTitle } from '../common/use-page-title';
import { PostCard } from './post-card';
import { POSTS } from './posts';

export function BlogListPage() {
  usePageTitle('Blog');
  return (
    <>
      <PageIntro
        eyebrow="Blog"
        title="Notes on running a clinic"
        lead="Practical articles for clinic owners and managers about scheduling, paperwork, patients and software, useful whatever system you use today."
      />
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
