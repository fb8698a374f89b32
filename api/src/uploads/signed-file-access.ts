import type { SignedFileQuery } from '@clinio/contracts';
import type { FastifyRequest } from 'fastify';
import { verifyAccessToken } from '../auth/access-tokens';
import { bearerToken } from '../auth/bearer';
import { verifyFileSignature, type SignedFileKind } from '../auth/signed-urls';
import { withStaff } from '../auth/staff-guard';
import type { TenantTx } from '../db/database';
import { forbidden, unauthenticated } from '../errors/app-error';
import type { Services } from '../platform/services';
import { versionOf } from './stored-files';

/** The query of a signed file URL (see auth/signed-urls), declared with the endpoint map (ADR 031). */
export { SignedFileQuery } from '@clinio/contracts';

export interface LocatedFile {
  tenantId: string;
  /** The owner's current storage key; null when there is none (or the link names an older one). */
  key: string | null;
}

interface Lookup {
  kind: SignedFileKind;
  ownerId: string;
  query: SignedFileQuery;
  /** Reads the owner's current key in the tenant's transaction; null when none (or not visible). */
  keyOf: (tx: TenantTx) => Promise<string | null>;
}

/** A staff access token of the file's tenant, with a live session as on every staff route. */
async function locateByToken(
  services: Services,
  request: FastifyRequest,
  token: string,
  lookup: Lookup,
): Promise<LocatedFile> {
  const verified = await verifyAccessToken(services.keys.accessToken, token);
  if (!verified.ok) {
    throw unauthenticated(
      verified.reason === 'expired'
        ? 'Your session has expired. Please sign in again.'
        : 'Invalid access token',
    );
  }
  const { claims } = verified;
  if (claims.aud !== 'staff' || claims.tid === null) throw forbidden();
  request.claims = claims;
  const key = await withStaff(services.database, request, (ctx) => lookup.keyOf(ctx.tx));
  return { tenantId: claims.tid, key };
}

/** A signed URL: that kind of file, tenant, owner and version, until it expires. */
async function locateBySignature(
  services: Services,
  signature: Required<SignedFileQuery>,
  lookup: Lookup,
): Promise<LocatedFile> {
  const proof = {
    kind: lookup.kind,
    tenantId: signature.t,
    ownerId: lookup.ownerId,
    version: signature.v,
    expires: signature.exp,
    sig: signature.sig,
  };
  if (!verifyFileSignature(services.keys, proof)) {
    throw forbidden('This link is invalid or has expired');
  }
  const key = await services.database.withTenant(signature.t, lookup.keyOf);
  // A link shows the file it was made for, never a later one.
  return { tenantId: signature.t, key: key !== null && versionOf(key) === signature.v ? key : null };
}

function isComplete(query: SignedFileQuery): query is Required<SignedFileQuery> {
  return query.t !== undefined && query.v !== undefined && query.exp !== undefined && query.sig !== undefined;
}

/**
 * For the public routes that serve stored images (<img> cannot send a bearer token): the proof is
 * a staff bearer token or a signed URL. No proof is 401; a bad signature 403; a token of another
 * tenant finds nothing (the caller answers 404, as for a missing file).
 */
export async function locateStoredFile(
  services: Services,
  request: FastifyRequest,
  lookup: Lookup,
): Promise<LocatedFile> {
  const token = bearerToken(request);
  if (token !== null) return locateByToken(services, request, token, lookup);
  if (isComplete(lookup.query)) return locateBySignature(services, lookup.query, lookup);
  throw unauthenticated();
}
