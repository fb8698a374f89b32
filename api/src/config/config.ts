import path from 'node:path';
import { isIP } from 'node:net';
import { LAUNCH_FLAG_NAMES, LIVE_FLAGS, PRELAUNCH_FLAGS, type LaunchFlags } from '@clinio/contracts';
import { z } from 'zod';
import { isErrorReportingSetting, resolveMonitoring, type ServerMonitoringConfig } from './monitoring';
import { DEFAULT_SHARED_BUFFERS, SHARED_BUFFERS_PATTERN } from './database-defaults';
import { repositoryRoot } from './paths';

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], {
    error: 'must be true or false',
  })
  .transform((value) => ['true', '1', 'yes', 'on'].includes(value));

const port = z.coerce.number().int().min(0).max(65_535);

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function isProxyAddress(item: string): boolean {
  if (PROXY_RANGE_NAMES.includes(item)) return true;
  const [address = '', bits, ...rest] = item.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (bits === undefined) return true;
  const size = Number(bits);
  return /^\d+$/.test(bits) && size <= (version === 4 ? 32 : 128);
}

/**
 * Whose `X-Forwarded-*` headers are believed (issue 20): `false` (none; the default), or the
 * addresses of the balancers in front of the API (`127.0.0.1`, `10.0.0.0/8`, `loopback`, …).
 * `true` is refused: it would believe any client's own X-Forwarded-For, and so let it choose the
 * address its rate limits count against.
 */
/** TRUST_PROXY's ways of saying none. */
const NO_PROXY = ['false', '0', 'no', 'off', ''];

const trustedProxies = z
  .string()
  .transform((value) => value.trim())
  .superRefine((value, context) => {
    if (['true', '1', 'yes', 'on'].includes(value)) {
      context.addIssue({
        code: 'custom',
        message:
          'must list the proxy addresses (e.g. 127.0.0.1,10.0.0.0/8), not true: true would believe any client',
      });
      return;
    }
    if (NO_PROXY.includes(value)) return;
    const bad = value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => !isProxyAddress(item));
    if (bad.length > 0)
      context.addIssue({
        code: 'custom',
        message: `not an address, CIDR range or range name: ${bad.join(', ')}`,
      });
  })
  .transform((value): false | string[] =>
    NO_PROXY.includes(value) ? false : value.split(',').map((item) => item.trim()),
  );

const urlList = z
  .string()
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== ''),
  )
  .pipe(
    z.array(z.url({ error: 'must be a comma-separated list of origins such as https://app.example.com' })),
  );

export { DEFAULT_SHARED_BUFFERS };

/** Every variable the server reads. Documented in the README; nothing else is read from env. */
const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: port.default(8000),
  HOST: z.string().min(1).default('localhost'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATA_DIR: z.string().min(1).default('data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  /**
   * A connection pooler in transaction mode (PgBouncer) in front of the same database (issue 20,
   * ADR 066): requests connect through it; migrations and the job queue, which need a session
   * (advisory locks, LISTEN), still connect straight to DATABASE_URL or the embedded server.
   */
  DATABASE_POOLER_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  EMBEDDED_PG_PORT: port.default(0),
  EMBEDDED_PG_SHARED_BUFFERS: z
    .string()
    .regex(SHARED_BUFFERS_PATTERN, 'must be a size such as 64MB or 1GB')
    .default(DEFAULT_SHARED_BUFFERS),
  /** This process's name in a cluster (`api-1`), sent as X-Clinio-Instance; unset, no header. */
  INSTANCE_NAME: z
    .string()
    .regex(/^[a-z0-9-]{1,32}$/, 'must be 1-32 lower-case letters, digits or hyphens')
    .optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(10),
  SEED_DEMO_DATA: booleanFromEnv.default(true),
  SHELL_DIR: z.string().min(1).optional(),
  MFE_STORE_DIR: z.string().min(1).optional(),
  ALLOW_MFE_OVERRIDES: booleanFromEnv.default(false),
  MFE_OVERRIDE_ORIGINS: urlList.default([]),
  PUBLIC_API_BASE_URL: z.union([z.literal(''), z.url()]).default(''),
  CORS_ORIGINS: urlList.default([]),
  TRUST_PROXY: trustedProxies.default(false),
  LAUNCH_MODE: z.enum(['live', 'prelaunch']).default('live'),
  ENABLE_LOGIN: booleanFromEnv.optional(),
  ENABLE_PATIENT_LOGIN: booleanFromEnv.optional(),
  ENABLE_REGISTRATION: booleanFromEnv.optional(),
  ENABLE_DASHBOARD: booleanFromEnv.optional(),
  SHOW_COMING_SOON: booleanFromEnv.optional(),
  ESTIMATED_LAUNCH: z.string().min(1).default('Q4 2025'),
  SIGNUP_FORWARD_URL: z.url().optional(),
  SIGNUP_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(5),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(1000).max(60_000).default(9_000),
  JOB_WORKERS: booleanFromEnv.default(true),
  APP_SECRET: z.string().min(32, 'must be at least 32 characters (e.g. openssl rand -base64 48)').optional(),
  PUBLIC_APP_URL: z.url().optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(3600).default(900),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().min(1).max(90).default(30),
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  MAIL_FROM: z.string().min(3).default('Clinio <no-reply@clinio.local>'),
  // SMS through a Twilio-style REST API (ADR 049); without SMS_API_URL, the development outbox.
  SMS_API_URL: z.url({ protocol: /^https?$/ }).optional(),
  SMS_ACCOUNT_SID: z
    .string()
    .regex(/^[A-Za-z0-9]{1,64}$/, 'letters and digits')
    .optional(),
  SMS_AUTH_TOKEN: z.string().min(16).optional(),
  SMS_FROM: z
    .string()
    .regex(/^\+[1-9][0-9]{6,14}$/, 'an E.164 number, e.g. +15550100000')
    .optional(),
  // How long the development provider "reviews" a 10DLC brand or campaign (ADR 063).
  SMS_DEV_REVIEW_SECONDS: z.coerce
    .number()
    .int()
    .min(0)
    .max(30 * 86_400)
    .default(3600),
  // Card payments through Stripe (ADR 048); without STRIPE_SECRET_KEY, the development adapter.
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_[A-Za-z0-9]{8,}$/, 'a Stripe secret key')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9]{8,}$/, 'a Stripe webhook secret')
    .optional(),
  STRIPE_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.stripe.com'),
  // The patient's page takes the card in Stripe's own form: the platform's publishable key, and
  // where Stripe.js is loaded from (Stripe's origin; a local copy only for a test double).
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_(test|live)_[A-Za-z0-9]{8,}$/, 'a Stripe publishable key')
    .optional(),
  STRIPE_JS_URL: z.url({ protocol: /^https?$/ }).default('https://js.stripe.com/v3/'),
  // Google Calendar and Zoom through OAuth (ADR 055); without a client id, the development adapter.
  GOOGLE_CLIENT_ID: z.string().min(8).max(256).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(8).max(256).optional(),
  ZOOM_CLIENT_ID: z.string().min(8).max(256).optional(),
  ZOOM_CLIENT_SECRET: z.string().min(8).max(256).optional(),
  GEOIP_URL: z
    .string()
    .includes('{ip}', { error: 'must contain {ip}, e.g. https://ipapi.co/{ip}/json/' })
    .pipe(z.url())
    .optional(),
  UPLOAD_MAX_BYTES: z.coerce.number().int().min(10_240).max(20_971_520).default(2_097_152),
  LOGIN_MAX_FAILURES: z.coerce.number().int().min(3).max(50).default(5),
  LOGIN_MAX_FAILURES_PER_HOUR: z.coerce.number().int().min(10).max(100).default(100),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  PATIENT_SESSION_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(480).default(30),
  SYSTEM_SESSION_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(480).default(30),
  ERROR_REPORTING_DSN: z
    .string()
    .refine(isErrorReportingSetting, {
      error: "must be a DSN such as https://<key>@<host>/<project id>, or 'local'",
    })
    .optional(),
  ANALYTICS_URL: z
    .union([z.literal('local'), z.url({ protocol: /^https?$/ })], {
      error: "must be the address of a Plausible-compatible service such as https://plausible.io, or 'local'",
    })
    .optional(),
  ANALYTICS_DOMAIN: z
    .string()
    .regex(/^[a-z0-9.-]+$/i, { error: 'must be the site name registered with the analytics service' })
    .optional(),
  MONITOR_AUTHENTICATED: booleanFromEnv.default(false),
  MONITOR_PATIENTS: booleanFromEnv.default(false),
});

export type Env = z.infer<typeof EnvSchema>;

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  logLevel: Env['LOG_LEVEL'];
  dataDir: string;
  database:
    | { kind: 'embedded'; dir: string; port: number; sharedBuffers: string }
    | { kind: 'external'; ownerUrl: string };
  /** Host, port and database of a transaction-mode pooler for request connections, or null. */
  databasePoolerUrl: string | null;
  /** This process's name in a cluster, or null. */
  instanceName: string | null;
  dbPoolMax: number;
  seedDemoData: boolean;
  shellDir: string;
  mfeStoreDir: string;
  allowMfeOverrides: boolean;
  /** Dev servers whose scripts the CSP allows, only when overrides are allowed. */
  mfeOverrideOrigins: string[];
  publicApiBaseUrl: string;
  corsOrigins: string[];
  /** The balancers whose X-Forwarded-* headers are believed, or false. */
  trustProxy: false | string[];
  flags: LaunchFlags;
  estimatedLaunch: string;
  signupForwardUrl: string | null;
  signupRateLimitPerMinute: number;
  shutdownTimeoutMs: number;
  /** This process works queued jobs (false: it only serves requests and adds jobs). */
  jobWorkers: boolean;
  /** Signs tokens and encrypts secrets at rest; generated into DATA_DIR/secrets when unset (not in production). */
  appSecret: string | null;
  /** Where links in e-mails point. */
  publicAppUrl: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlDays: number;
  smtpUrl: string | null;
  mailFrom: string;
  /** The SMS provider (ADR 049); null: the development outbox. Its token also checks webhooks. */
  sms: {
    apiUrl: string | null;
    accountSid: string;
    authToken: string | null;
    from: string;
    /** How long the development provider takes to approve a 10DLC registration (ADR 063). */
    devReviewSeconds: number;
  };
  /** Stripe (ADR 048); null: the development payment adapter. */
  stripe: {
    secretKey: string;
    webhookSecret: string;
    apiBase: string;
    publishableKey: string | null;
    scriptUrl: string;
  } | null;
  /** OAuth clients of Google and Zoom (ADR 055); null: that provider's development adapter. */
  integrations: { google: OAuthClientConfig | null; zoom: OAuthClientConfig | null };
  geoIpUrl: string | null;
  uploadMaxBytes: number;
  /** Failed sign-ins in a row before the growing delay starts (ADR 024). */
  loginMaxFailures: number;
  /** At most this many failed sign-ins an hour per account (ASVS 6.3.1: 100). */
  loginMaxFailuresPerHour: number;
  /** Sign-in calls per IP per minute, across accounts. */
  loginRateLimitPerMinute: number;
  /** Server-side idle timeouts of patient and system-administrator sessions (staff: per clinic). */
  patientSessionTimeoutMinutes: number;
  systemSessionTimeoutMinutes: number;
  /** Uploaded files (profile pictures, logos), one folder per tenant. */
  uploadsDir: string;
  /** Cookies get the Secure flag when the product is served over TLS. */
  secureCookies: boolean;
  /** Error reporting, web analytics and spec 4.7's switches (ADR 019); all off by default. */
  monitoring: ServerMonitoringConfig;
}

export interface OAuthClientConfig {
  clientId: string;
  clientSecret: string;
}

function oauthClient(id: string | undefined, secret: string | undefined): OAuthClientConfig | null {
  return id === undefined || secret === undefined ? null : { clientId: id, clientSecret: secret };
}

export class ConfigError extends Error {
  constructor(issues: string[]) {
    super(`Invalid configuration:\n${issues.map((issue) => `  - ${issue}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The launch preset first, then any flag set on its own. */
function resolveFlags(env: Env): LaunchFlags {
  const preset = env.LAUNCH_MODE === 'prelaunch' ? PRELAUNCH_FLAGS : LIVE_FLAGS;
  const flags = { ...preset };
  for (const name of LAUNCH_FLAG_NAMES) {
    const value = env[name];
    if (value !== undefined) flags[name] = value;
  }
  return flags;
}

/** Parses the environment once at boot; throws ConfigError naming every bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(env)'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  if (env.NODE_ENV === 'production' && env.APP_SECRET === undefined) {
    throw new ConfigError([
      'APP_SECRET: required in production (tokens would not survive a restart otherwise)',
    ]);
  }
  const publicAppUrl = (env.PUBLIC_APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  const root = repositoryRoot();
  const dataDir = path.resolve(root, env.DATA_DIR);
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    logLevel: env.LOG_LEVEL,
    dataDir,
    database: env.DATABASE_URL
      ? { kind: 'external', ownerUrl: env.DATABASE_URL }
      : {
          kind: 'embedded',
          dir: path.join(dataDir, 'postgres'),
          port: env.EMBEDDED_PG_PORT,
          sharedBuffers: env.EMBEDDED_PG_SHARED_BUFFERS,
        },
    databasePoolerUrl: env.DATABASE_POOLER_URL ?? null,
    instanceName: env.INSTANCE_NAME ?? null,
    dbPoolMax: env.DB_POOL_MAX,
    seedDemoData: env.SEED_DEMO_DATA,
    shellDir: path.resolve(root, env.SHELL_DIR ?? 'shell/dist'),
    mfeStoreDir: path.resolve(root, env.MFE_STORE_DIR ?? path.join(env.DATA_DIR, 'mfe')),
    allowMfeOverrides: env.ALLOW_MFE_OVERRIDES,
    mfeOverrideOrigins: env.ALLOW_MFE_OVERRIDES ? env.MFE_OVERRIDE_ORIGINS : [],
    publicApiBaseUrl: env.PUBLIC_API_BASE_URL,
    corsOrigins: env.CORS_ORIGINS,
    trustProxy: env.TRUST_PROXY,
    flags: resolveFlags(env),
    estimatedLaunch: env.ESTIMATED_LAUNCH,
    signupForwardUrl: env.SIGNUP_FORWARD_URL ?? null,
    signupRateLimitPerMinute: env.SIGNUP_RATE_LIMIT_PER_MINUTE,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    jobWorkers: env.JOB_WORKERS,
    appSecret: env.APP_SECRET ?? null,
    publicAppUrl,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlDays: env.REFRESH_TOKEN_TTL_DAYS,
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    sms: {
      apiUrl: env.SMS_API_URL ?? null,
      accountSid: env.SMS_ACCOUNT_SID ?? 'ACdevelopment',
      authToken: env.SMS_AUTH_TOKEN ?? null,
      from: env.SMS_FROM ?? '+15550100000',
      devReviewSeconds: env.SMS_DEV_REVIEW_SECONDS,
    },
    stripe:
      env.STRIPE_SECRET_KEY === undefined || env.STRIPE_WEBHOOK_SECRET === undefined
        ? null
        : {
            secretKey: env.STRIPE_SECRET_KEY,
            webhookSecret: env.STRIPE_WEBHOOK_SECRET,
            apiBase: env.STRIPE_API_URL,
            publishableKey: env.STRIPE_PUBLISHABLE_KEY ?? null,
            scriptUrl: env.STRIPE_JS_URL,
          },
    integrations: {
      google: oauthClient(env.GOOGLE_CLIENT_ID, env.GOOGLE_CLIENT_SECRET),
      zoom: oauthClient(env.ZOOM_CLIENT_ID, env.ZOOM_CLIENT_SECRET),
    },
    geoIpUrl: env.GEOIP_URL ?? null,
    uploadMaxBytes: env.UPLOAD_MAX_BYTES,
    loginMaxFailures: env.LOGIN_MAX_FAILURES,
    loginMaxFailuresPerHour: env.LOGIN_MAX_FAILURES_PER_HOUR,
    loginRateLimitPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
    patientSessionTimeoutMinutes: env.PATIENT_SESSION_TIMEOUT_MINUTES,
    systemSessionTimeoutMinutes: env.SYSTEM_SESSION_TIMEOUT_MINUTES,
    uploadsDir: path.join(dataDir, 'uploads'),
    secureCookies: (env.PUBLIC_APP_URL ?? '').startsWith('https://'),
    monitoring: resolveMonitoring(env, { publicAppUrl, nodeEnv: env.NODE_ENV }),
  };
}
