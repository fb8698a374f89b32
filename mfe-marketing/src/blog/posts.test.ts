import { POSTS, findPost } from './posts';

function wordsOf(html: string): number {
  return html
    .replace(/<[^>]+>/g, ' ')
    .split(/\s+/)
    .filter((word) => /\w/.test(word)).length;
}

it('lists at least five articles, newest first, with unique slugs', () => {
  expect(POSTS.length).toBeGreaterThanOrEqual(5);
  expect(new Set(POSTS.map((post) => post.slug)).size).toBe(POSTS.length);
  const dates = POSTS.map((post) => post.date);
  expect([...dates].sort().reverse()).toEqual(dates);
});

it.each(POSTS.map((post) => [post.slug, post] as const))(
  '%s has a real body whose length matches its reading time',
  async (_slug, post) => {
    const { default: body } = await post.load();
    const words = wordsOf(body.html);
    expect(words).toBeGreaterThanOrEqual(500);
    expect(words).toBeLessThanOrEqual(1000);
    expect(post.readingMinutes).toBe(Math.round(words / 200));
    expect(body.html).toContain('<h2');
    // The page renders the title as its h1; a second one in the body would break the outline.
    expect(body.html).not.toContain('<h1');
  },
);

it('finds a post by slug and nothing for an unknown one', () => {
  expect(findPost('reducing-no-shows')?.title).toBe(
    'Seven ways to reduce no-shows without annoying your patients',
  );
  expect(findPost('no-such-article')).toBeUndefined();
});
