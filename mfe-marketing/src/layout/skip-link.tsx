import { Link } from '@chakra-ui/react';
import { useT } from '@clinio/design-system';
import type { MouseEvent } from 'react';
import { catalog } from '../catalog';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * Moves focus to <main> without touching the URL: the shell owns the address bar, and a bare
 * fragment change would make it resolve the route again.
 */
export function SkipLink() {
  const t = useT(catalog);
  function skip(event: MouseEvent<HTMLAnchorElement>) {
    const main = document.getElementById(MAIN_CONTENT_ID);
    if (!main) return;
    event.preventDefault();
    main.focus();
    main.scrollIntoView();
  }

  return (
    <Link
      href={`#${MAIN_CONTENT_ID}`}
      onClick={skip}
      position="absolute"
      left="4"
      top="-20"
      zIndex="skipLink"
      bg="white"
      color="brand.fg"
      fontWeight="600"
      px="4"
      py="2"
      borderRadius="md"
      boxShadow="md"
      _focusVisible={{ top: '4' }}
      focusRing="outside"
    >
      {t('skipLink')}
    </Link>
  );
}
