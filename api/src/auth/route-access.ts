import type { FeatureKey, Permission } from '@clinio/contracts';
import type { AccessClaims } from './access-tokens';

/**
 * Who may call a route. Every /api route declares one (the server refuses to start otherwise),
 * and the tests enumerate the route table by it (quality bar 4).
 */
export type RouteAccess = 'public' | 'staff' | 'super_admin' | 'patient' | 'system' | 'user';

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
  }
  interface FastifyRequest {
    claims: AccessClaims | null;
  }
}

export const AUDIENCES_FOR: Record<Exclude<RouteAccess, 'public'>, readonly AccessClaims['aud'][]> = {
  staff: ['staff'],
  super_admin: ['staff'],
  patient: ['patient'],
  system: ['system'],
  user: ['staff', 'patient'],
};
