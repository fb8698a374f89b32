import { ArticleBody as SharedArticleBody } from '@clinio/design-system';
import { useNavigate } from 'react-router-dom';

/**
 * Our own markdown, compiled at build time; same-site links inside it go through the router.
 * Never pass it anything a visitor or the API supplied.
 */
export function ArticleBody({ html }: { html: string }) {
  const navigate = useNavigate();
  return <SharedArticleBody html={html} onNavigate={(href) => void navigate(href)} />;
}
