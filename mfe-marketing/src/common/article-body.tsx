import { Box } from '@chakra-ui/react';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router-dom';

/** Same-site links inside the HTML go through the router, like every other link on the page. */
function useInternalLinkClicks() {
  const navigate = useNavigate();
  return (event: MouseEvent<HTMLElement>) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    ) {
      return;
    }
    const anchor = (event.target as HTMLElement).closest('a');
    const href = anchor?.getAttribute('href');
    if (!href || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
}

/**
 * Renders HTML compiled from our own markdown files at build time. Never pass it anything a
 * visitor or the API supplied: that would need sanitising, and this component does not.
 */
export function ArticleBody({ html }: { html: string }) {
  const onClick = useInternalLinkClicks();
  return (
    <Box
      onClick={onClick}
      className="article-body"
      fontSize="lg"
      lineHeight="1.75"
      color="fg"
      css={{
        '& h2': { fontSize: '2xl', fontWeight: '700', lineHeight: '1.3', mt: '10', mb: '3' },
        '& h3': { fontSize: 'xl', fontWeight: '700', mt: '8', mb: '2' },
        '& p': { mb: '5' },
        '& ul, & ol': { ps: '6', mb: '5' },
        '& ul': { listStyleType: 'disc' },
        '& ol': { listStyleType: 'decimal' },
        '& li': { mb: '2' },
        '& a': { color: 'brand.fg', textDecoration: 'underline' },
        '& a:focus-visible': { outline: '2px solid', outlineColor: 'brand.solid', outlineOffset: '2px' },
        '& strong': { fontWeight: '700' },
        '& blockquote': {
          borderStartWidth: '4px',
          borderColor: 'brand.muted',
          ps: '4',
          color: 'fg.muted',
          mb: '5',
        },
        '& table': { width: 'full', mb: '5', fontSize: 'md', borderCollapse: 'collapse' },
        '& th, & td': {
          borderWidth: '1px',
          borderColor: 'border',
          p: '2',
          textAlign: 'start',
          verticalAlign: 'top',
        },
        '& > :first-child': { mt: '0' },
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
