import {
  UNKNOWN_LOCATION,
  parseDeviceInfo,
  type DeviceInfo,
  type LocationInfo,
  type LoginNotificationRequest,
} from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import type { StaffContext } from '../auth/staff-guard';
import { loginNotificationEmail } from '../email/templates';
import { newDeviceSignInNotice } from '../notifications/notices';
import { notify } from '../notifications/notify';
import { appUrl, sendEmail, type Services } from '../platform/services';
import { mergeNotificationSettings } from './settings.service';

const DEVICES: readonly string[] = ['Desktop', 'Mobile', 'Tablet'] satisfies DeviceInfo['device'][];
const BROWSERS: readonly string[] = [
  'Chrome',
  'Firefox',
  'Safari',
  'Edge',
  'Unknown',
] satisfies DeviceInfo['browser'][];

const isDevice = (value: string | undefined): value is DeviceInfo['device'] =>
  value !== undefined && DEVICES.includes(value);
const isBrowser = (value: string | undefined): value is DeviceInfo['browser'] =>
  value !== undefined && BROWSERS.includes(value);
const NOTIFIED = 'auth.login_notification_sent';

/**
 * The device of the sign-in: what the browser reports where it is one of spec 3's values, else
 * what its user agent says (the body's, else the request's).
 */
export function deviceOf(input: LoginNotificationRequest, requestUserAgent: string | undefined): DeviceInfo {
  const reported = input.device_info ?? {};
  const parsed = parseDeviceInfo(reported.userAgent ?? input.user_agent ?? requestUserAgent);
  const platform = reported.platform?.trim();
  return {
    device: isDevice(reported.device) ? reported.device : parsed.device,
    browser: isBrowser(reported.browser) ? reported.browser : parsed.browser,
    platform: platform ? platform : parsed.platform,
    userAgent: parsed.userAgent,
  };
}

/**
 * Where the sign-in came from, by the server's own look-up of the caller's address (a location the
 * browser reports is not trusted for a security alert). Any failure is 'Unknown' (spec 8).
 */
async function locate(services: Services, ip: string): Promise<LocationInfo> {
  try {
    return await services.geo.locate(ip);
  } catch {
    return UNKNOWN_LOCATION;
  }
}

function describeLocation(location: LocationInfo): string {
  const parts = [location.city, location.region, location.country].filter((part) => part !== 'Unknown');
  return parts.length > 0 ? parts.join(', ') : 'an unknown location';
}

async function isKnownDevice(ctx: StaffContext, device: DeviceInfo): Promise<boolean> {
  const current = await ctx.tx
    .selectFrom('staff_sessions')
    .select('created_at')
    .where('id', '=', ctx.principal.sessionId)
    .executeTakeFirstOrThrow();
  const seen = await ctx.tx
    .selectFrom('staff_sessions')
    .select('id')
    .where('user_id', '=', ctx.principal.userId)
    .where('id', '!=', ctx.principal.sessionId)
    .where('created_at', '<=', current.created_at)
    .where('device', '=', device.device)
    .where('browser', '=', device.browser)
    .where('platform', '=', device.platform)
    .limit(1)
    .executeTakeFirst();
  return seen !== undefined;
}

/** Whether this session already sent its alert (the client may report a sign-in twice). */
async function alreadyNotified(ctx: StaffContext): Promise<boolean> {
  const row = await ctx.tx
    .selectFrom('audit_log')
    .select('id')
    .where('action', '=', NOTIFIED)
    .where('session_id', '=', ctx.principal.sessionId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Where and on what the caller signed in: the location look-up runs before any transaction. */
export interface SignInSeen {
  location: LocationInfo;
  device: DeviceInfo;
}

export async function seeSignIn(
  services: Services,
  request: FastifyRequest,
  input: LoginNotificationRequest,
): Promise<SignInSeen> {
  return {
    location: await locate(services, request.ip),
    device: deviceOf(input, request.headers['user-agent']),
  };
}

/**
 * Records the device and location on the caller's own session (never another one: an id in the
 * body is ignored) and e-mails a security alert when the device is new to this user. Neither the
 * look-up nor the e-mail can fail the call.
 */
export async function recordLoginNotification(
  services: Services,
  ctx: StaffContext,
  seen: SignInSeen,
): Promise<{ recorded: true; new_device: boolean }> {
  const { location, device } = seen;
  const newDevice = !(await isKnownDevice(ctx, device));
  await ctx.tx
    .updateTable('staff_sessions')
    .set({
      device: device.device,
      browser: device.browser,
      platform: device.platform,
      user_agent: device.userAgent,
      city: location.city,
      region: location.region,
      country: location.country,
    })
    .where('id', '=', ctx.principal.sessionId)
    .execute();
  const user = await ctx.tx
    .selectFrom('staff_users')
    .select(['email', 'first_name', 'username', 'locale', 'login_notifications', 'notification_settings'])
    .where('id', '=', ctx.principal.userId)
    .executeTakeFirstOrThrow();
  const wanted =
    user.login_notifications && mergeNotificationSettings(user.notification_settings).security_alerts;
  if (newDevice && wanted && !(await alreadyNotified(ctx))) {
    await notify(
      ctx.tx,
      ctx.principal.tenantId,
      [ctx.principal.userId],
      newDeviceSignInNotice({ device, location: describeLocation(location) }),
    );
    await sendEmail(
      services,
      ctx.tx,
      loginNotificationEmail(
        user.email,
        {
          name: user.first_name || (user.username ?? ''),
          device: device.device,
          browser: device.browser,
          platform: device.platform,
          location: describeLocation(location),
          at: new Date().toISOString().slice(0, 16).replace('T', ' '),
          settingsUrl: appUrl(services, '/dashboard/user-settings'),
        },
        user.locale ?? 'en',
      ),
    );
    await ctx.audit({
      action: NOTIFIED,
      resourceType: 'session',
      resourceId: ctx.principal.sessionId,
      outcome: 'success',
    });
  }
  return { recorded: true as const, new_device: newDevice };
}
