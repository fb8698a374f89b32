import type { IntegrationConnection } from '@clinio/contracts';
import { bookingBody, buildSchedulingClinic, type SchedulingClinic } from '../appointments/test-fixtures';
import { buildMember, type Member } from '../staff/staff-test-fixtures';
import { signIn, type SignedIn } from '../test/factories';
import type { TestContext } from '../test/test-app';
import type { FakeProviders } from './fake-providers';

/** A clinic ready to book, its owner (super admin) and its provider, both signed in. */
export interface IntegrationsClinic {
  clinic: SchedulingClinic;
  owner: Member;
  provider: SignedIn;
}

export async function buildIntegrationsClinic(ctx: TestContext): Promise<IntegrationsClinic> {
  const clinic = await buildSchedulingClinic(ctx.db.database);
  const owner = await buildMember(ctx.server, ctx.db.database, {
    tenant: clinic.tenant,
    role: 'super_admin',
  });
  return { clinic, owner, provider: await signIn(ctx.server, clinic.provider) };
}

export async function call(
  ctx: TestContext,
  session: { headers: Record<string, string> },
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: Record<string, unknown>,
) {
  const response = await ctx.server.inject({
    method,
    url,
    headers: session.headers,
    ...(payload === undefined ? {} : { payload }),
  });
  return { status: response.statusCode, body: response.json<Record<string, unknown>>() };
}

/** Starts an authorization; answers the state and the challenge its consent URL carries. */
export async function startConsent(ctx: TestContext, session: SignedIn, slug: 'google' | 'zoom') {
  const started = await call(ctx, session, 'POST', `/api/integrations/${slug}/authorize`);
  if (started.status !== 200) throw new Error(`authorize failed: ${JSON.stringify(started.body)}`);
  const url = new URL(String(started.body.url));
  return {
    url,
    state: url.searchParams.get('state') ?? '',
    challenge: url.searchParams.get('code_challenge') ?? '',
  };
}

/** The whole consent against the local provider server: the connection the callback answers. */
export async function connectThrough(
  ctx: TestContext,
  fake: FakeProviders,
  session: SignedIn,
  slug: 'google' | 'zoom',
): Promise<IntegrationConnection> {
  const { state, challenge } = await startConsent(ctx, session, slug);
  const done = await call(ctx, session, 'POST', `/api/integrations/${slug}/callback`, {
    code: fake.issueCode(slug, challenge),
    state,
  });
  if (done.status !== 200) throw new Error(`callback failed: ${JSON.stringify(done.body)}`);
  return done.body as unknown as IntegrationConnection;
}

/** Books the clinic's provider at `start` as the owner; answers the appointment's id and version. */
export async function book(ctx: TestContext, clinic: IntegrationsClinic, start: string) {
  const booked = await call(
    ctx,
    clinic.owner.session,
    'POST',
    '/api/appointments/',
    bookingBody(clinic.clinic, start),
  );
  if (booked.status !== 201) throw new Error(`booking failed: ${JSON.stringify(booked.body)}`);
  return (booked.body as { appointment: { id: string; version: number } }).appointment;
}
