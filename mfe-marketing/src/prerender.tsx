// Build time only (ADR 069): the landing page rendered in Node after this remote's production
// build and published with the release as frames.json, so that `/` paints before any script.
// Never part of the browser bundle: nothing in the remote imports this file.
import { PRODUCT_NAME, PRODUCT_TAGLINE } from '@clinio/contracts';
import { renderRemoteFrames, type RemoteFramesFile } from '@clinio/platform/prerender';
import { App } from './app';
import { catalog } from './catalog';

export function prerender(): Promise<RemoteFramesFile> {
  return renderRemoteFrames({
    name: 'marketing',
    version: __MFE_VERSION__,
    App,
    catalogs: [catalog],
    pages: [
      {
        path: '/',
        // The landing page's own title (usePageTitle with isFullTitle), in every language.
        title: () => `${PRODUCT_NAME} — ${PRODUCT_TAGLINE}`,
        // With the coming-soon banner on, the landing page carries the sign-up form and the
        // run-time launch date: the generic page then.
        fixed: { SHOW_COMING_SOON: false },
        // The header's sign-in link and the trial plan's sign-up button.
        varying: ['ENABLE_LOGIN', 'ENABLE_REGISTRATION'],
      },
    ],
  });
}
