import { z } from 'zod';
import { Uuid } from '../identity/fields';
import { FeatureKeySchema } from '../plans/features';
import { PortalAppointment } from '../scheduling/portal-booking';

/**
 * Shapes of operations whose schema the route module declares itself. The route modules keep
 * theirs for now (another change rewrites them); the agreement test (`api/src/http/endpoint-map.test.ts`)
 * fails if the two drift, and the route modules will import these when they register from the map.
 */

/** Path parameters that are all ids. */
export function uuidParams<const K extends string>(...keys: K[]): z.ZodObject<Record<K, typeof Uuid>> {
  return z.object(Object.fromEntries(keys.map((key) => [key, Uuid])) as Record<K, typeof Uuid>);
}

export const HealthResponse = z.object({ status: z.literal('ok'), uptimeSeconds: z.number() });
export const ReadinessResponse = z.object({ status: z.literal('ready') });
/** A plain confirmation such as "Logged out". */
export const DetailResponse = z.object({ detail: z.string() });

export const ErrorEnvelopeParams = z.object({ projectId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/) });
export const ErrorEnvelopeResponse = z.object({ id: z.string().nullable() });
/** The body of Plausible's Events API, as its documentation describes it. */
export const AnalyticsEventRequest = z.object({
  name: z.string().min(1).max(120),
  url: z.url().max(2048),
  domain: z.string().min(1).max(253),
  referrer: z.string().max(2048).nullable().optional(),
  props: z
    .record(z.string().max(300), z.union([z.string().max(2000), z.number(), z.boolean()]))
    .refine((props) => Object.keys(props).length <= 30, { error: 'at most 30 properties' })
    .optional(),
});

export const InvitationTokenParams = z.object({ token: z.string().min(10).max(200) });
export const FeatureParams = z.object({ featureKey: FeatureKeySchema.max(64, 'At most 64 characters') });

/** The signature of a signed file URL (`?t=…&v=…&exp=…&sig=…`); without it, a staff bearer token. */
export const SignedFileQuery = z.object({
  t: Uuid.optional(),
  v: z.string().max(64).optional(),
  exp: z.string().max(20).optional(),
  sig: z.string().max(128).optional(),
});
export type SignedFileQuery = z.infer<typeof SignedFileQuery>;
export const LogoQuery = SignedFileQuery.extend({ size: z.enum(['full', 'preview']).default('full') });

export const MyAppointmentsQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
/**
 * An appointment as the patient sees it in the portal (issue 11): upcoming ones first, soonest
 * first, then past and cancelled ones, newest first. Times are instants; `timezone` is the branch's.
 */
/** The portal's list of a patient's appointments at one clinic (ADR 040): upcoming first. */
export const MyAppointment = PortalAppointment.extend({
  /** Still ahead and not cancelled: what "Upcoming appointments" lists. */
  upcoming: z.boolean(),
});
export type MyAppointment = z.infer<typeof MyAppointment>;
