// Build time only (ADR 069): a remote's static pages rendered in Node, the way the shell mounts
// them for a signed-out visitor, so that the page can paint them before any script. A remote's
// `src/prerender.tsx` calls `renderRemoteFrames`; `@clinio/build` runs it after the remote's
// production build and writes the result as `frames.json`, published with the release.
import { DEFAULT_API_BASE_URL, ESTIMATED_LAUNCH, type LaunchFlags } from '@clinio/contracts';
import { SUPPORTED_LOCALES, setPageLocale, type Catalog, type Locale } from '@clinio/design-system';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
// The kit's own texts: a language other than English is loaded before rendering in it (in the
// browser `useT` loads it in an effect, which a server render never runs).
import { kitCatalog } from '../../../design-system/src/i18n/kit-catalog';
import { DEFAULT_BRANDING, NO_EXTENSIONS, NO_FEATURES, type RemoteProps } from '../contract';
import { RemoteRoot } from '../define-mfe';
import { createEventBus } from '../event-bus';
import { platformCatalog } from '../platform-catalog';
import { createQueryClient } from '../screen-kit/query-client';
import { dependedOn, flagCombinations, flagKey, frameMarkup, type FrameFlagSpec } from './frame-markup';

export interface RemoteFramePage extends FrameFlagSpec {
  /** The browser path, under the remote's base path. */
  path: string;
  /** The page's title in a language, as the page sets it once live. */
  title: (locale: Locale) => string;
}

/** One page of a remote, in one language, for one combination of the flags it shows. */
export interface RemoteFrame {
  path: string;
  locale: Locale;
  /** The flags it was rendered with: the server serves it only when its own are the same. */
  flags: Partial<LaunchFlags>;
  /** Files name it: the path's slug, the language and the varying flags (`index.en.10`). */
  key: string;
  title: string;
  /** Emotion's style elements, for the page's head (the shell's global styles not among them). */
  styles: string;
  /**
   * The remote's markup inside `<div data-remote-frame="…">`: where the shell's area holds the live
   * remote (`data-remote`), which a frame is not (nothing in it works before the script).
   */
  body: string;
}

/** What a remote's release carries as `frames.json`, read by the server (api/src/web/remote-frames.ts). */
export interface RemoteFramesFile {
  schemaVersion: 1;
  remote: string;
  version: string;
  frames: RemoteFrame[];
}

const notAtBuild = () => Promise.reject(new Error('Not available in a pre-rendered frame'));

/** The API is never called while rendering a frame: a call would mean the page is not static. */
const NO_API = new Proxy({} as RemoteProps['api'], {
  get: (_target, name) => {
    if (name === 'then') return undefined;
    return () => {
      throw new Error(`A pre-rendered page may not call the API (${String(name)})`);
    };
  },
});

/** The public configuration a frame is rendered with: a production server's, with these flags. */
export function frameConfig(flags: LaunchFlags): RemoteProps['config'] {
  return {
    apiBaseUrl: DEFAULT_API_BASE_URL,
    environment: 'production',
    flags,
    estimatedLaunch: ESTIMATED_LAUNCH,
    allowRemoteOverrides: false,
  };
}

/** The props the shell gives a remote for a signed-out visitor at `path`, with these flags. */
function propsAt(name: string, path: string, flags: LaunchFlags): RemoteProps {
  return {
    basePath: '/',
    location: { pathname: path, search: '', hash: '', state: null, key: 'frame' },
    navigate: () => undefined,
    api: NO_API,
    bus: createEventBus().scoped(name),
    auth: { status: 'signed-out', user: null, tenantId: null, clinicId: null, branchId: null },
    logout: notAtBuild,
    session: { touch: () => undefined },
    features: NO_FEATURES,
    tenant: { branding: DEFAULT_BRANDING },
    config: frameConfig(flags),
    extensions: NO_EXTENSIONS,
    queryClient: createQueryClient(),
  };
}

const slugOf = (path: string) => (path === '/' ? 'index' : path.replace(/^\//, '').replaceAll('/', '-'));

/** One page in one language with one set of flags, as the shell's RemoteArea would hold it. */
export function renderRemotePage(input: {
  name: string;
  App: ComponentType;
  path: string;
  flags: LaunchFlags;
}): string {
  const markup = renderToString(
    <RemoteRoot {...propsAt(input.name, input.path, input.flags)} name={input.name} App={input.App} />,
  );
  return `<div data-remote-frame="${input.name}">${markup}</div>`;
}

/**
 * Every listed page of a remote in every language, for every combination of the flags it shows.
 * `catalogs` are the remote's own catalogs the pages read (the kit's and the platform's are
 * loaded here).
 */
export async function renderRemoteFrames(input: {
  name: string;
  version: string;
  App: ComponentType;
  catalogs: readonly Pick<Catalog<string>, 'load'>[];
  pages: readonly RemoteFramePage[];
}): Promise<RemoteFramesFile> {
  const frames: RemoteFrame[] = [];
  for (const locale of SUPPORTED_LOCALES) {
    await Promise.all(
      [kitCatalog, platformCatalog, ...input.catalogs].map((catalog) => catalog.load(locale)),
    );
    // The page's language, as the browser resolves it (the language switch shows it pressed).
    setPageLocale(locale);
    for (const page of input.pages) {
      for (const flags of flagCombinations(page)) {
        const where = `${input.name} ${page.path}`;
        const { styles, body } = frameMarkup(
          renderRemotePage({ name: input.name, App: input.App, path: page.path, flags }),
          { where, disable: 'every-button' },
        );
        frames.push({
          path: page.path,
          locale,
          flags: dependedOn(page, flags),
          key: [slugOf(page.path), locale, flagKey(page, flags)].filter(Boolean).join('.'),
          title: page.title(locale),
          styles,
          body,
        });
      }
    }
  }
  return { schemaVersion: 1, remote: input.name, version: input.version, frames };
}
