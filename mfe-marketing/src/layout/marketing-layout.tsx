import { Box, Flex } from '@chakra-ui/react';
import { PageSpinner } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LaunchStrip } from './launch-strip';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { MAIN_CONTENT_ID, SkipLink } from './skip-link';

/** Skip link, launch strip, header, the page, footer: the frame of every marketing route. */
export function MarketingLayout() {
  const { config } = useRemote();
  const { pathname } = useLocation();
  const showStrip = config.flags.SHOW_COMING_SOON && pathname !== '/';

  // A new page starts at its top, as a full page load would. The first render is left alone: the
  // browser (or the shell) has already placed the page.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);

  return (
    <Flex direction="column" minH="100vh" overflowX="clip" position="relative">
      <SkipLink />
      {showStrip ? <LaunchStrip /> : null}
      <SiteHeader />
      <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none">
        <Suspense fallback={<PageSpinner fullPage={false} />}>
          <Outlet />
        </Suspense>
      </Box>
      <SiteFooter />
    </Flex>
  );
}
