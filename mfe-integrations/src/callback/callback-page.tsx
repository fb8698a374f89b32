import { Box, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { FormAlert, PageSpinner, useT } from '@clinio/design-system';
import { useRemote } from '@clinio/platform';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { catalog } from '../catalog';

type Outcome = { kind: 'working' } | { kind: 'failed'; message: string };

/**
 * Spec 2.1's /integrations/{google|zoom}/callback: the provider sends the browser back with a code
 * and the state. The page passes both to the server with the staff session that started the
 * connection (the server refuses another session's, a used or a forged state), then returns to
 * the Integrations page. Without a session, a refusal or an error, it says so and connects nothing.
 */
export function CallbackPage({ provider }: { provider: 'google' | 'zoom' }) {
  const t = useT(catalog);
  const { auth, api } = useRemote();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'working' });
  const sent = useRef(false);
  const code = params.get('code') ?? '';
  const state = params.get('state') ?? '';
  const denied = params.get('error');
  const signedIn = auth.status === 'staff';
  const title = t(`callback.title.${provider}`);
  useEffect(() => {
    document.title = `${title} — Clinio`;
  }, [title]);
  useEffect(() => {
    if (!signedIn || denied !== null || code === '' || state === '' || sent.current) return;
    sent.current = true;
    const name = provider === 'google' ? 'completeGoogleAuthorization' : 'completeZoomAuthorization';
    api.call(name, { body: { code, state } }).then(
      () => navigate(`/dashboard/integrations?connected=${provider}`, { replace: true }),
      (failure: unknown) =>
        setOutcome({ kind: 'failed', message: failure instanceof Error ? failure.message : String(failure) }),
    );
  }, [api, code, denied, navigate, provider, signedIn, state]);

  let body;
  if (auth.status === 'loading') body = <PageSpinner fullPage={false} label={t('callback.working')} />;
  else if (!signedIn)
    body = (
      <>
        <FormAlert>{t('callback.signedOut')}</FormAlert>
        <Link asChild alignSelf="start">
          <RouterLink to="/login">{t('callback.signIn')}</RouterLink>
        </Link>
      </>
    );
  else if (denied !== null) body = <FormAlert>{t('callback.denied')}</FormAlert>;
  else if (code === '' || state === '') body = <FormAlert>{t('callback.incomplete')}</FormAlert>;
  else if (outcome.kind === 'failed') body = <FormAlert>{outcome.message}</FormAlert>;
  else body = <PageSpinner fullPage={false} label={t('callback.working')} />;

  return (
    <Box as="main" px={{ base: '4', md: '8' }} py="6" maxW="2xl">
      <Stack gap="4">
        <Heading as="h1" size="xl">
          {title}
        </Heading>
        {body}
        {signedIn && (outcome.kind === 'failed' || denied !== null || code === '' || state === '') ? (
          <Stack gap="2">
            <Text>{t('callback.nothingConnected')}</Text>
            <Link asChild alignSelf="start">
              <RouterLink to="/dashboard/integrations">{t('common.back')}</RouterLink>
            </Link>
          </Stack>
        ) : null}
      </Stack>
    </Box>
  );
}
