// Build time only (ADR 067, 069): the static frame of the sign-in pages, and the page a remote's
// frame is served in, rendered in Node by `shared/build/src/prerender-plugin.js` after the shell's
// production build. Never part of the browser bundle: nothing in the shell imports this file.
import { PRODUCT_NAME, findBrowserRoute, type LaunchFlags } from '@clinio/contracts';
import { SUPPORTED_LOCALES, ShellDesignProvider, setPageLocale, type Locale } from '@clinio/design-system';
import { DEFAULT_BRANDING, type AuthSnapshot } from '@clinio/platform';
import {
  dependedOn,
  flagCombinations,
  flagKey,
  frameConfig,
  frameMarkup,
  type FrameFlagSpec,
} from '@clinio/platform/prerender';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
// The catalogs a sign-in page reads; a language other than English is loaded before rendering in it
// (in the browser `useT` loads it in an effect, which a server render never runs).
import { kitCatalog } from '../../../shared/design-system/src/i18n/kit-catalog';
import { platformCatalog } from '../../../shared/platform/src/platform-catalog';
import { AuthContext, type AuthApi } from '../auth/auth-context';
import { LoginPage } from '../pages/sign-in/login-page';
import { PatientLoginPage } from '../pages/sign-in/patient-login-page';
import {
  ForgotPasswordPage,
  ForgotUsernamePage,
  PatientForgotPasswordPage,
  PatientForgotUsernamePage,
  PatientResetPasswordPage,
  StaffResetPasswordPage,
} from '../pages/recovery/recovery-pages';
import { PLAUSIBLE_TOKEN_LENGTH } from '../pages/recovery/reset-password-page';
import { shellCatalog } from '../shell-catalog';
import { ShellContext, type ShellServices } from '../shell-context';
import {
  REMOTE_FRAME_SLOTS,
  composeFrame,
  composePage,
  composeRemoteTemplate,
  type FrameEntry,
  type RenderedFrame,
} from './compose-page';

interface FramedPage extends FrameFlagSpec {
  path: string;
  /** The file names' stem: `login` for /login. */
  slug: string;
  page: ComponentType;
  /** The page's title key in the shell catalog (the browser tab reads '{title} — Clinio'). */
  title:
    'login.title' | 'patientLogin.title' | 'forgot.password.title' | 'forgot.username.title' | 'reset.title';
  /** Rendered as the address with this parameter filled (FrameEntry's `query`). */
  query?: { param: string; minLength: number };
  // The flags the page's markup depends on, one frame per combination (FrameFlagSpec). The route's
  // own flag is fixed on (the server serves the generic page when it is off) and SHOW_COMING_SOON
  // off (the banner carries a sign-up form and the run-time launch date: the generic page then).
}

/**
 * A framed page: its file stem from its path, and served only while its route's own flag is on
 * (read from SHELL_ROUTES, where the route declares it) and the coming-soon banner is off.
 */
function framed(
  path: string,
  page: Pick<FramedPage, 'page' | 'title' | 'query'> & { varying?: FramedPage['varying'] },
): FramedPage {
  const flag = findBrowserRoute(path)?.flag;
  if (!flag) throw new Error(`${path} is not a shell route behind a launch flag`);
  return {
    path,
    slug: path.slice(1),
    fixed: { [flag]: true, SHOW_COMING_SOON: false },
    varying: [],
    ...page,
  };
}

// A reset link's page is the new-password form only for a token the page finds plausible.
const RESET_LINK = { param: 'token', minLength: PLAUSIBLE_TOKEN_LENGTH };

export const FRAMED_PAGES: readonly FramedPage[] = [
  framed('/login', {
    page: LoginPage,
    title: 'login.title',
    varying: ['ENABLE_PATIENT_LOGIN', 'ENABLE_REGISTRATION'],
  }),
  framed('/patient-login', {
    page: PatientLoginPage,
    title: 'patientLogin.title',
    varying: ['ENABLE_REGISTRATION', 'ENABLE_LOGIN'],
  }),
  // Recovery and the e-mail's reset links: what someone who cannot sign in opens, often on a
  // phone. One frame a language: these pages show no link that depends on another flag.
  framed('/forgot-password', { page: ForgotPasswordPage, title: 'forgot.password.title' }),
  framed('/forgot-username', { page: ForgotUsernamePage, title: 'forgot.username.title' }),
  framed('/patient-forgot-password', { page: PatientForgotPasswordPage, title: 'forgot.password.title' }),
  framed('/patient-forgot-username', { page: PatientForgotUsernamePage, title: 'forgot.username.title' }),
  framed('/reset-password', { page: StaffResetPasswordPage, title: 'reset.title', query: RESET_LINK }),
  framed('/patient-reset-password', {
    page: PatientResetPasswordPage,
    title: 'reset.title',
    query: RESET_LINK,
  }),
];

const SIGNED_OUT: AuthSnapshot = {
  status: 'signed-out',
  user: null,
  tenantId: null,
  clinicId: null,
  branchId: null,
};

const notAtBuild = () => Promise.reject(new Error('Not available in a pre-rendered frame'));

/** What a signed-out visitor's page reads from the auth context; no action runs at build. */
const SIGNED_OUT_AUTH: AuthApi = {
  snapshot: SIGNED_OUT,
  staffProfile: null,
  patientProfile: null,
  loginStaff: notAtBuild,
  completeTwoFactor: notAtBuild,
  loginPatient: notAtBuild,
  registerPatient: notAtBuild,
  acceptInvitation: notAtBuild,
  reloadProfile: notAtBuild,
  logout: notAtBuild,
};

function servicesWith(flags: LaunchFlags): ShellServices {
  const unused = null as never;
  return {
    config: frameConfig(flags),
    registry: { schemaVersion: 1, remotes: [] },
    api: unused,
    systemApi: unused,
    bus: unused,
    auth: SIGNED_OUT,
    logout: notAtBuild,
    features: { isLoading: false, hasFeature: () => false, requiredPlan: () => null },
    // Signed out, the shell shows the product's own look (useBranding with no tenant).
    branding: DEFAULT_BRANDING,
    queryClient: unused,
    systemQueryClient: unused,
  };
}

async function loadTexts(locale: Locale) {
  await Promise.all([shellCatalog.load(locale), kitCatalog.load(locale), platformCatalog.load(locale)]);
}

/** One page in one language with one set of flags: its markup with Emotion's styles inline. */
export function renderPage(page: FramedPage, flags: LaunchFlags): string {
  const Page = page.page;
  return renderToString(
    <ShellDesignProvider>
      <StaticRouter
        location={
          page.query === undefined
            ? page.path
            : `${page.path}?${page.query.param}=${'x'.repeat(page.query.minLength)}`
        }
      >
        <AuthContext.Provider value={SIGNED_OUT_AUTH}>
          <ShellContext.Provider value={servicesWith(flags)}>
            <Page />
          </ShellContext.Provider>
        </AuthContext.Provider>
      </StaticRouter>
    </ShellDesignProvider>,
  );
}

/** Every frame of every framed page, in every language, for every combination of its flags. */
export async function renderFrames(): Promise<RenderedFrame[]> {
  const frames: RenderedFrame[] = [];
  for (const locale of SUPPORTED_LOCALES) {
    await loadTexts(locale);
    // The page's language, as the browser resolves it (the switch shows it pressed).
    setPageLocale(locale);
    const title = (key: FramedPage['title']) =>
      shellCatalog
        .i18nFor(locale)
        ._('page.title', { title: shellCatalog.i18nFor(locale)._(key), product: PRODUCT_NAME });
    for (const page of FRAMED_PAGES) {
      for (const flags of flagCombinations(page)) {
        const key = flagKey(page, flags);
        frames.push(
          composeFrame({
            path: page.path,
            locale,
            flags: dependedOn(page, flags),
            file: key === '' ? `${page.slug}.${locale}.html` : `${page.slug}.${locale}.${key}.html`,
            ...(page.query === undefined ? {} : { query: page.query }),
            title: title(page.title),
            markup: renderPage(page, flags),
          }),
        );
      }
    }
  }
  return frames;
}

/** The shell's global styles (Chakra's reset and tokens) that a remote's frame is painted with. */
export function globalStyles(): string {
  return frameMarkup(renderToString(<ShellDesignProvider>{null}</ShellDesignProvider>), {
    where: 'the global styles',
    disable: 'submit',
  }).styles;
}

const REMOTE_TEMPLATE = 'remote-frame.html';

/**
 * What the build writes in `dist/prerendered/`: each page by file name, the page a remote's frame
 * is served in (ADR 069) and the manifest the server chooses from (`api/src/web/prerendered.ts`).
 */
export async function prerender(template: string): Promise<{
  frames: FrameEntry[];
  remoteTemplate: { file: string; slots: typeof REMOTE_FRAME_SLOTS };
  pages: Record<string, string>;
}> {
  const rendered = await renderFrames();
  return {
    frames: rendered.map(({ path, locale, flags, file, query }) => ({
      path,
      locale,
      flags,
      file,
      ...(query === undefined ? {} : { query }),
    })),
    remoteTemplate: { file: REMOTE_TEMPLATE, slots: REMOTE_FRAME_SLOTS },
    pages: {
      ...Object.fromEntries(rendered.map((frame) => [frame.file, composePage(template, frame)])),
      [REMOTE_TEMPLATE]: composeRemoteTemplate(template, globalStyles()),
    },
  };
}
