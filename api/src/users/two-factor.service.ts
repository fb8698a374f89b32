import type { SecuritySettings, TwoFactorSetupResponse, TwoFactorVerifyResponse } from '@clinio/contracts';
import { hashToken } from '../auth/opaque-tokens';
import type { StaffContext } from '../auth/staff-guard';
import { createThrottle, tooManyAttempts } from '../auth/throttle';
import { groupSecret, newRecoveryCodes, newTotpSecret, otpauthUrl, verifyTotp } from '../auth/totp';
import { AppError, conflict } from '../errors/app-error';
import type { Services } from '../platform/services';
import { decrypt, encrypt } from '../security/crypto-box';
import { checkCurrentPassword } from './reauthenticate';
import { Denial } from '../audit/denials';
import { fieldError } from './user-errors';
import { loadSecuritySettings } from './settings.service';

const ALREADY_ON = 'Two-factor authentication is already on. Turn it off first to set it up again.';

async function loadTwoFactorState(ctx: StaffContext) {
  return ctx.tx
    .selectFrom('staff_users')
    .select(['email', 'username', 'totp_enabled_at', 'totp_pending_secret'])
    .where('id', '=', ctx.principal.userId)
    .executeTakeFirstOrThrow();
}

/**
 * Step one: a new secret, kept encrypted as pending until a code from it is verified, and the
 * QR code an authenticator app scans (drawn here, so the secret never reaches a third party).
 */
export async function startTwoFactorSetup(
  services: Services,
  ctx: StaffContext,
  input: { method: 'totp' | 'sms'; password: string },
): Promise<TwoFactorSetupResponse | Denial> {
  if (input.method === 'sms') {
    throw fieldError('method', 'SMS two-factor is not available. Use an authenticator app (TOTP) instead.');
  }
  const denial = await checkCurrentPassword(services, ctx, { password: input.password, field: 'password' });
  if (denial) return denial;
  const user = await loadTwoFactorState(ctx);
  if (user.totp_enabled_at !== null) throw conflict(ALREADY_ON);
  const secret = newTotpSecret();
  await ctx.tx
    .updateTable('staff_users')
    .set({ totp_pending_secret: encrypt(services.keys.encryption, secret), updated_at: new Date() })
    .where('id', '=', ctx.principal.userId)
    .execute();
  await ctx.audit({
    action: 'user.2fa_setup_started',
    resourceType: 'staff_user',
    resourceId: ctx.principal.userId,
    outcome: 'success',
  });
  const url = otpauthUrl(secret, user.username ?? user.email);
  // Loaded when someone sets up two-factor, not at start (bar 26).
  const { default: QRCode } = await import('qrcode');
  const svg = await QRCode.toString(url, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
  return { method: 'totp', secret: groupSecret(secret), otpauth_url: url, qr_code_svg: svg };
}

/**
 * Step two: a code from the pending secret turns two-factor on. Wrong codes are throttled per
 * user; the step of the accepted code is recorded so the same code cannot sign in afterwards.
 * Ten recovery codes are answered once; only their hashes are kept.
 */
export async function verifyTwoFactorSetup(
  services: Services,
  ctx: StaffContext,
  input: { code: string },
): Promise<TwoFactorVerifyResponse | Denial> {
  const { principal } = ctx;
  const user = await loadTwoFactorState(ctx);
  if (user.totp_enabled_at !== null) throw conflict(ALREADY_ON);
  if (user.totp_pending_secret === null) {
    throw new AppError(
      400,
      'bad_request',
      'Start the two-factor setup first: there is no code to check yet.',
    );
  }
  const throttle = createThrottle(services.database.app, services.config.loginMaxFailures);
  const key = `totp-setup:${principal.userId}`;
  const lockedFor = await throttle.lockedFor(key);
  if (lockedFor > 0) {
    await ctx.audit({
      action: 'user.2fa_enable_throttled',
      resourceType: 'staff_user',
      resourceId: principal.userId,
      outcome: 'denied',
    });
    return new Denial(tooManyAttempts(lockedFor));
  }

  const result = verifyTotp(decrypt(services.keys.encryption, user.totp_pending_secret), input.code);
  if (!result.ok) {
    await throttle.recordFailure(key);
    await ctx.audit({
      action: 'user.2fa_enable',
      resourceType: 'staff_user',
      resourceId: principal.userId,
      outcome: 'failure',
    });
    return new Denial(fieldError('code', 'That code is not valid. Enter the current code from your app.'));
  }
  const codes = newRecoveryCodes();
  // Conditional: of two concurrent confirmations, one wins and the other finds nothing pending.
  const enabled = await ctx.tx
    .updateTable('staff_users')
    .set({
      totp_secret: user.totp_pending_secret,
      totp_pending_secret: null,
      totp_enabled_at: new Date(),
      totp_last_step: result.step,
      recovery_codes: codes.map((code) => hashToken(code)),
      updated_at: new Date(),
    })
    .where('id', '=', principal.userId)
    .where('totp_enabled_at', 'is', null)
    .where('totp_pending_secret', '=', user.totp_pending_secret)
    .executeTakeFirst();
  if (Number(enabled.numUpdatedRows) !== 1) throw conflict(ALREADY_ON);
  await throttle.clear(key);
  await ctx.audit({
    action: 'user.2fa_enabled',
    resourceType: 'staff_user',
    resourceId: principal.userId,
    outcome: 'success',
  });
  return { enabled: true, recovery_codes: codes };
}

/** Turning two-factor off needs the password again (quality bar 9); the secret and codes go. */
export async function disableTwoFactor(
  services: Services,
  ctx: StaffContext,
  input: { password: string },
): Promise<SecuritySettings | Denial> {
  const refused = await checkCurrentPassword(services, ctx, { password: input.password, field: 'password' });
  if (refused) return refused;
  const disabled = await ctx.tx
    .updateTable('staff_users')
    .set({
      totp_secret: null,
      totp_pending_secret: null,
      totp_enabled_at: null,
      totp_last_step: null,
      recovery_codes: [],
      updated_at: new Date(),
    })
    .where('id', '=', ctx.principal.userId)
    .where('totp_enabled_at', 'is not', null)
    .executeTakeFirst();
  if (Number(disabled.numUpdatedRows) !== 1) throw conflict('Two-factor authentication is not on.');
  await ctx.audit({
    action: 'user.2fa_disabled',
    resourceType: 'staff_user',
    resourceId: ctx.principal.userId,
    outcome: 'success',
  });
  return loadSecuritySettings(ctx);
}
