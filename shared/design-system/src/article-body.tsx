import { Box } from '@chakra-ui/react';
import type { MouseEvent } from 'react';

/** A plain left click on a same-site link: the page's router should take it. */
function internalHref(event: MouseEvent<HTMLElement>): string | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const href = (event.target as HTMLElement).closest('a')?.getAttribute('href');
  if (!href || !href.startsWith('/') || href.startsWith('//')) return null;
  return href;
}

export interface ArticleBodyProps {
  html: string;
  /** Same-site links go here (the router's navigate) instead of reloading the page. */
  onNavigate?: (href: string) => void;
  fontSize?: 'md' | 'lg';
}

/**
 * Renders HTML compiled from our own markdown files at build time. Never pass it anything a
 * visitor or the API supplied: that would need sanitising, and this component does not.
 */
export function ArticleBody({ html, onNavigate, fontSize = 'lg' }: ArticleBodyProps) {
  const onClick = (event: MouseEvent<HTMLElement>) => {
    const href = onNavigate ? internalHref(event) : null;
    if (href === null || !onNavigate) return;
    event.preventDefault();
    onNavigate(href);
  };
  return (
    <Box
      onClick={onClick}
      className="article-body"
      fontSize={fontSize}
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
