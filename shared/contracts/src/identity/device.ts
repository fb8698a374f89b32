import { USER_AGENT_MAX_LENGTH } from '../constants';

export type DeviceKind = 'Desktop' | 'Mobile' | 'Tablet';
export type BrowserName = 'Chrome' | 'Firefox' | 'Safari' | 'Edge' | 'Unknown';

/** Spec 3: device, browser, platform and the user agent cut at 200 characters. */
export interface DeviceInfo {
  device: DeviceKind;
  browser: BrowserName;
  platform: string;
  userAgent: string;
}

/** Spec 3 and 8: each part of a location defaults to 'Unknown'. */
export interface LocationInfo {
  city: string;
  country: string;
  region: string;
}

export const UNKNOWN_LOCATION: LocationInfo = { city: 'Unknown', country: 'Unknown', region: 'Unknown' };

function deviceOf(ua: string): DeviceKind {
  if (/iPad|Tablet|PlayBook|Silk|(Android(?!.*Mobile))/i.test(ua)) return 'Tablet';
  if (/Mobi|iPhone|iPod|Android.*Mobile|Windows Phone|IEMobile|Opera Mini/i.test(ua)) return 'Mobile';
  return 'Desktop';
}

function browserOf(ua: string): BrowserName {
  // Order matters: Edge and Chrome both say "Chrome"; Chrome and Safari both say "Safari".
  if (/Edg(e|A|iOS)?\//.test(ua)) return 'Edge';
  if (/Firefox\/|FxiOS\//.test(ua)) return 'Firefox';
  if (/Chrome\/|CriOS\/|Chromium\//.test(ua)) return 'Chrome';
  if (/Safari\//.test(ua) && /Version\//.test(ua)) return 'Safari';
  return 'Unknown';
}

function platformOf(ua: string): string {
  if (/Windows NT/.test(ua)) return 'Windows';
  if (/iPhone|iPad|iPod/.test(ua)) return 'iOS';
  if (/Android/.test(ua)) return 'Android';
  if (/Mac OS X|Macintosh/.test(ua)) return 'macOS';
  if (/CrOS/.test(ua)) return 'ChromeOS';
  if (/Linux/.test(ua)) return 'Linux';
  return 'Unknown';
}

export function parseDeviceInfo(userAgent: string | null | undefined): DeviceInfo {
  const ua = userAgent ?? '';
  return {
    device: deviceOf(ua),
    browser: browserOf(ua),
    platform: platformOf(ua),
    userAgent: ua.slice(0, USER_AGENT_MAX_LENGTH),
  };
}
