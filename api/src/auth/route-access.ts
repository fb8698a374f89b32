import type { FeatureKey, Permission } from '@clinio/contracts';
import type { AccessClaims } from './access-tokens';
import type { PatientCaller } from './patient-cookie-auth';

/**
 * Who may call a route. Every /api route declares one (the server refuses to start otherwise),
 * and the tests enumerate the route table by it (quality bar 4). `patient_cookie`: a patient
 * identified by a patient bearer token or, as spec 7 calls it, by the patient refresh cookie
 * (with X-CSRF-Token on a change). Every kind but `public` is checked before the body is read.
 */
export type RouteAccess =
  'public' | 'staff' | 'super_admin' | 'patient' | 'patient_cookie' | 'system' | 'user';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
    /** Staff routes: the permission the caller's role must hold. */
    permission?: Permission;
    /**
     * Staff routes of a plan-gated feature: `withStaff` refuses the call with 403 `feature_locked`
     * when the tenant's subscription (and the caller's role) do not open it (ADR 016).
     */
    feature?: FeatureKey;
    /** A public route that exchanges this refresh cookie (documented as its security). */
    refreshCookie?: 'staff' | 'patient';
    /** The route checks X-CSRF-Token itself (documented as its security). */
    csrf?: true;
    /**
     * A public route that answers a stored file of this type to a signed URL or to a staff bearer
     * token (checked by its service; documented as its security and its 200).
     */
    signedFile?: 'image/webp';
    /** Registered by the route helpers (ADR 030); the route table says which routes are not yet. */
    helper?: true;
  }
  interface FastifyRequest {
    claims: AccessClaims | null;
    /** Set before the body is read on `patient_cookie` routes. */
    patientCaller: PatientCaller | null;
  }
}

export const AUDIENCES_FOR: Record<Exclude<RouteAccess, 'public'>, readonly AccessClaims['aud'][]> = {
  staff: ['staff'],
  super_admin: ['staff'],
  patient: ['patient'],
  patient_cookie: ['patient'],
  system: ['system'],
  user: ['staff', 'patient'],
};
