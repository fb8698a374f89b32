import type { ApiErrorBody, PatientSessionResponse } from '@clinio/contracts';
import type { InjectOptions } from 'fastify';
import { createMemoryMailer, tokenFromEmail } from '../test/memory-mailer';
import { createTestApp, type TestContext } from '../test/test-app';
import { ownerQuery } from '../test/test-database';
import { PATIENT_COOKIE, buildPatientLogin, signInPatient } from '../test/factories';

const mailer = createMemoryMailer();
let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestApp({ mailer, env: { PUBLIC_APP_URL: 'https://app.clinio.test' } });
});
afterAll(() => ctx.close());

const inject = (options: InjectOptions) => ctx.server.inject(options);
const post = (url: string, payload: Record<string, unknown>) => inject({ method: 'POST', url, payload });
const NEW_PASSWORD = 'Sturdy-Lantern-93';

function registration(overrides: Record<string, unknown> = {}) {
  const name = `new${Date.now().toString(36)}${Math.floor(Math.random() * 1e6)}`;
  return {
    first_name: 'Noor',
    last_name: 'Haddad',
    email: `${name}@patients.test`,
    username: name,
    phone_number: '+44 20 7946 0000',
    date_of_birth: '1990-02-03',
    password: NEW_PASSWORD,
    confirm_password: NEW_PASSWORD,
    ...overrides,
  };
}

describe('POST /api/patients/register', () => {
  it('creates the login, signs in (201, refresh cookie) and e-mails a verification link', async () => {
    const input = registration();
    const response = await post('/api/patients/register', input);
    expect(response.statusCode).toBe(201);
    const body = response.json<PatientSessionResponse>();
    expect(body.patient).toMatchObject({
      username: input.username,
      email: input.email,
      email_verified: false,
      clinics: [],
    });
    expect(response.cookies.find((item) => item.name === PATIENT_COOKIE)).toMatchObject({
      value: body.refresh_token,
      httpOnly: true,
    });
    expect(
      (
        await inject({
          method: 'GET',
          url: '/api/patients/profile',
          headers: { authorization: `Bearer ${body.access_token}` },
        })
      ).statusCode,
    ).toBe(200);
    await ctx.jobs.drain();
    const email = mailer.last(input.email);
    expect(email?.text).toContain('https://app.clinio.test/verify-email?token=');
    expect(email?.text).toContain('&kind=patient');
    const token = tokenFromEmail(email, '/verify-email');
    const verified = await post('/api/patients/verify-email', { token });
    expect(verified.statusCode).toBe(200);
    const profile = await inject({
      method: 'GET',
      url: '/api/patients/profile',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(profile.json<{ email_verified: boolean }>().email_verified).toBe(true);
    // The link works once.
    expect((await post('/api/patients/verify-email', { token })).statusCode).toBe(400);
    // And the new login signs in with its password.
    expect(
      (await signInPatient(ctx.server, { username: input.email, password: NEW_PASSWORD })).session.patient.id,
    ).toBe(body.patient.id);
  });

  it('answers 409 naming the field for a taken username or e-mail (any case)', async () => {
    const taken = await buildPatientLogin(ctx.db.database);
    const byName = await post(
      '/api/patients/register',
      registration({ username: taken.username.toUpperCase() }),
    );
    expect(byName.statusCode).toBe(409);
    expect(byName.json<ApiErrorBody>().fields).toEqual([
      { field: 'username', message: 'This username is taken' },
    ]);
    const byEmail = await post('/api/patients/register', registration({ email: taken.email.toUpperCase() }));
    expect(byEmail.statusCode).toBe(409);
    expect(byEmail.json<ApiErrorBody>().fields?.[0]?.field).toBe('email');
  });

  it('gives one success to concurrent registrations of one username, and 409 to the rest', async () => {
    const input = registration();
    const answers = await Promise.all(
      Array.from({ length: 3 }, (_, index) =>
        post('/api/patients/register', { ...input, email: `race${index}-${input.email}` }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
  });

  it('refuses weak, mismatched or malformed input with 400 and creates nothing', async () => {
    const cases = [
      registration({ password: 'password123', confirm_password: 'password123' }),
      registration({ password: 'short', confirm_password: 'short' }),
      registration({ confirm_password: 'something-else-1' }),
      registration({ email: 'not-an-email' }),
      registration({ username: 'no spaces allowed' }),
      registration({ first_name: '' }),
      registration({ date_of_birth: '03/02/1990' }),
      registration({ date_of_birth: '0000-01-01' }),
      registration({ date_of_birth: '2999-01-01' }),
      registration({ last_name: 'Nul\u0000Byte' }),
    ];
    for (const input of cases) {
      const response = await post('/api/patients/register', input);
      expect({ input: input.password, status: response.statusCode }).toEqual({
        input: input.password,
        status: 400,
      });
    }
    const count = await ownerQuery<{ n: string }>(
      ctx.db.ownerUrl,
      "select count(*) as n from patient_logins where first_name = '' or email = 'not-an-email'",
    );
    expect(count.rows[0]?.n).toBe('0');
    const weak = await post(
      '/api/patients/register',
      registration({ password: 'password123', confirm_password: 'password123' }),
    );
    expect(weak.json<ApiErrorBody>().fields?.[0]?.field).toBe('password');
  });
});

describe('POST /api/patients/verify-email', () => {
  it('refuses an unknown token and bad input', async () => {
    expect((await post('/api/patients/verify-email', { token: 'x'.repeat(40) })).statusCode).toBe(400);
    expect((await post('/api/patients/verify-email', {})).statusCode).toBe(400);
  });
});

describe('e-mails in the language of the page (issue 22)', () => {
  const spanish = { 'accept-language': 'es' };

  it('sends the verification, the reset link and the username in Spanish when the page is Spanish', async () => {
    const input = registration();
    const registered = await inject({
      method: 'POST',
      url: '/api/patients/register',
      payload: input,
      headers: spanish,
    });
    expect(registered.statusCode).toBe(201);
    await ctx.jobs.drain();
    const verification = mailer.last(input.email);
    expect(verification?.subject).toBe('Confirme su dirección de correo electrónico');
    expect(verification?.text).toContain('Hola, Noor:');
    expect(verification?.html).toContain('<html lang="es">');
    expect(tokenFromEmail(verification, '/verify-email')).toMatch(/^[\w-]{20,}$/);

    await inject({
      method: 'POST',
      url: '/api/patients/forgot-password',
      payload: { email: input.email },
      headers: spanish,
    });
    await ctx.jobs.drain();
    expect(mailer.last(input.email)?.subject).toBe('Restablezca su contraseña');
    expect(mailer.last(input.email)?.text).toContain(
      'Elegir una contraseña nueva: https://app.clinio.test/patient-reset-password?token=',
    );

    await inject({
      method: 'POST',
      url: '/api/patients/forgot-username',
      payload: { email: input.email },
      headers: spanish,
    });
    await ctx.jobs.drain();
    expect(mailer.last(input.email)?.text).toContain(`Su nombre de usuario es ${input.username}.`);

    // The account remembers the language it registered in: an English page still gets Spanish.
    await inject({
      method: 'POST',
      url: '/api/patients/forgot-password',
      payload: { email: input.email },
      headers: { 'accept-language': 'en' },
    });
    await ctx.jobs.drain();
    expect(mailer.last(input.email)?.subject).toBe('Restablezca su contraseña');
  });

  it('writes to an account without a choice in the language of the page, English when it names neither', async () => {
    const login = await buildPatientLogin(ctx.db.database);
    for (const [header, subject] of [
      ['es-MX,es;q=0.9', 'Restablezca su contraseña'],
      ['fr-FR, en;q=0.4', 'Reset your password'],
    ] as const) {
      await inject({
        method: 'POST',
        url: '/api/patients/forgot-password',
        payload: { email: login.email },
        headers: { 'accept-language': header },
      });
      await ctx.jobs.drain();
      expect(mailer.last(login.email)?.subject).toBe(subject);
    }
  });
});

describe('PUT /api/patients/profile/language (issue 22)', () => {
  it('remembers the language on the account, answers the profile with it, and e-mails follow it', async () => {
    const login = await buildPatientLogin(ctx.db.database);
    const session = await signInPatient(ctx.server, login);
    const profile = await inject({ method: 'GET', url: '/api/patients/profile', headers: session.headers });
    expect(profile.json<{ locale: string | null }>().locale).toBeNull();

    const chosen = await inject({
      method: 'PUT',
      url: '/api/patients/profile/language',
      headers: session.headers,
      payload: { locale: 'es' },
    });
    expect(chosen.statusCode).toBe(200);
    expect(chosen.json<PatientSessionResponse['patient']>()).toMatchObject({ id: login.id, locale: 'es' });
    const again = await signInPatient(ctx.server, login);
    const read = await inject({ method: 'GET', url: '/api/patients/profile', headers: again.headers });
    expect(read.json<{ locale: string | null }>().locale).toBe('es');

    await inject({
      method: 'POST',
      url: '/api/patients/forgot-username',
      payload: { email: login.email },
      headers: { 'accept-language': 'en-US' },
    });
    await ctx.jobs.drain();
    expect(mailer.last(login.email)?.text).toContain(`Su nombre de usuario es ${login.username}.`);

    const audit = await ownerQuery<{ actor_id: string }>(
      ctx.db.ownerUrl,
      "select actor_id from platform_audit_log where action = 'patient.language_changed'",
    );
    expect(audit.rows).toContainEqual({ actor_id: login.id });
  });

  it('refuses a language the product does not ship, and a caller without a patient session', async () => {
    const session = await signInPatient(ctx.server, await buildPatientLogin(ctx.db.database));
    const refused = await inject({
      method: 'PUT',
      url: '/api/patients/profile/language',
      headers: session.headers,
      payload: { locale: 'de' },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ApiErrorBody>().fields?.[0]?.field).toBe('locale');
    const anonymous = await inject({
      method: 'PUT',
      url: '/api/patients/profile/language',
      payload: { locale: 'es' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('forgot and reset password', () => {
  it('answers the same 202 whether or not the account exists, and e-mails only a real one', async () => {
    const person = await buildPatientLogin(ctx.db.database);
    await ctx.jobs.drain();
    mailer.sent.length = 0;
    const known = await post('/api/patients/forgot-password', { email: person.email.toUpperCase() });
    const unknown = await post('/api/patients/forgot-password', { email: 'nobody-at-all@patients.test' });
    expect(known.statusCode).toBe(202);
    expect(unknown.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    await ctx.jobs.drain();
    expect(mailer.sent.map((message) => message.to)).toEqual([person.email]);
    expect(mailer.last(person.email)?.text).toContain(
      'https://app.clinio.test/patient-reset-password?token=',
    );
    expect((await post('/api/patients/forgot-password', { email: 'not-an-email' })).statusCode).toBe(400);
  });

  it('resets the password once with the link, ends every session, and the old password stops working', async () => {
    const person = await buildPatientLogin(ctx.db.database);
    const session = await signInPatient(ctx.server, person);
    await post('/api/patients/forgot-password', { email: person.email });
    await ctx.jobs.drain();
    const token = tokenFromEmail(mailer.last(person.email), '/patient-reset-password');
    // A refused password leaves the link usable.
    const weak = await post('/api/patients/reset-password', {
      token,
      new_password: 'password123',
      confirm_password: 'password123',
    });
    expect(weak.statusCode).toBe(400);
    const mismatch = await post('/api/patients/reset-password', {
      token,
      new_password: NEW_PASSWORD,
      confirm_password: 'nope-nope-1',
    });
    expect(mismatch.statusCode).toBe(400);
    const reset = await post('/api/patients/reset-password', {
      token,
      new_password: NEW_PASSWORD,
      confirm_password: NEW_PASSWORD,
    });
    expect(reset.statusCode).toBe(200);
    expect(
      (await inject({ method: 'GET', url: '/api/patients/profile', headers: session.headers })).statusCode,
    ).toBe(401);
    const again = await post('/api/patients/reset-password', {
      token,
      new_password: 'Another-Strong-77',
      confirm_password: 'Another-Strong-77',
    });
    expect(again.statusCode).toBe(400);
    const oldPassword = await post('/api/patients/login', {
      username: person.username,
      password: person.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    expect(
      (await post('/api/patients/login', { username: person.username, password: NEW_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('keeps only the latest link live, and refuses an expired one', async () => {
    const person = await buildPatientLogin(ctx.db.database);
    await post('/api/patients/forgot-password', { email: person.email });
    await ctx.jobs.drain();
    const older = tokenFromEmail(mailer.last(person.email), '/patient-reset-password');
    await post('/api/patients/forgot-password', { email: person.email });
    await ctx.jobs.drain();
    const newer = tokenFromEmail(mailer.last(person.email), '/patient-reset-password');
    const body = (token: string) => ({ token, new_password: NEW_PASSWORD, confirm_password: NEW_PASSWORD });
    expect((await post('/api/patients/reset-password', body(older))).statusCode).toBe(400);
    await ownerQuery(
      ctx.db.ownerUrl,
      "update patient_tokens set expires_at = now() - interval '1 second' where used_at is null and login_id = $1",
      [person.id],
    );
    expect((await post('/api/patients/reset-password', body(newer))).statusCode).toBe(400);
  });
});

describe('POST /api/patients/forgot-username', () => {
  it('e-mails the username with the patient sign-in link, and says the same for an unknown address', async () => {
    const person = await buildPatientLogin(ctx.db.database);
    await ctx.jobs.drain();
    mailer.sent.length = 0;
    const known = await post('/api/patients/forgot-username', { email: person.email });
    const unknown = await post('/api/patients/forgot-username', { email: 'nobody-else@patients.test' });
    expect(known.statusCode).toBe(202);
    expect(known.json()).toEqual(unknown.json());
    expect(known.body).not.toContain(person.username);
    await ctx.jobs.drain();
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.sent[0]?.text).toContain(person.username);
    expect(mailer.sent[0]?.text).toContain('https://app.clinio.test/patient-login');
    expect((await post('/api/patients/forgot-username', {})).statusCode).toBe(400);
  });
});
