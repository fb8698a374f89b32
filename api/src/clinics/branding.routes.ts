import { type ENDPOINTS } from '@clinio/contracts';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type z } from 'zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import type { Services } from '../platform/services';
import { readUploadedFile } from '../uploads/multipart-file';
import { storedImageHeaders } from '../uploads/stored-files';
import { getBranchBranding, getClinicBranding, updateBranding } from './branding.service';
import type { LogoRef } from './clinics.presenter';
import { fetchLogo, removeLogo, uploadLogo } from './logo.service';

const tags = ['branding'];
type LogoOwner = Omit<LogoRef, 'key'>;

/** Spec 3, 4.7 and 7: branding (clinic and branch overrides) and the logo. */
export const brandingRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const routes = routeHelpers(app, services);
  const { config } = services;
  // Only this plugin's routes accept multipart bodies: one file, at most UPLOAD_MAX_BYTES.
  await app.register(multipart, { limits: { fileSize: config.uploadMaxBytes, files: 1 } });

  routes.staff(
    {
      ...fromMap('getClinicBranding', { errors: [400, 401, 403, 404] }),
      tags,
      summary: "The clinic's branding, spec 3's defaults where nothing is set",
    },
    (ctx, { params }) => getClinicBranding(services, ctx, params.clinicId),
  );

  routes.staff(
    {
      ...fromMap('getBranchBranding', { errors: [400, 401, 403, 404] }),
      tags,
      summary: "A branch's branding: its overrides merged over the clinic's, then the defaults",
    },
    (ctx, { params }) => getBranchBranding(services, ctx, params.branchId),
  );

  routes.staff(
    {
      ...fromMap('updateClinicBranding', { errors: [400, 401, 403, 404] }),
      permission: 'brand_manage',
      tags,
      summary: 'Change colours, header text, logo display or tagline (null clears); ?branch_id= for a branch',
    },
    (ctx, { params, query, body }) =>
      updateBranding(services, ctx, {
        target: { clinicId: params.clinicId, branchId: query.branch_id },
        input: body,
      }),
  );

  routes.staff(
    {
      ...fromMap('uploadLogo', { errors: [400, 401, 403, 404, 413, 415] }),
      permission: 'brand_manage',
      tags,
      summary: 'Upload the logo (multipart field `file`): PNG, JPEG or WebP; ?branch_id= for a branch',
      prepare: (_input, { request }) => readUploadedFile(request, config.uploadMaxBytes),
    },
    (ctx, { params, query, prepared }) =>
      uploadLogo(services, ctx, {
        target: { clinicId: params.clinicId, branchId: query.branch_id },
        upload: prepared,
      }),
  );

  routes.staff(
    {
      ...fromMap('deleteLogo', { errors: [400, 401, 403, 404] }),
      permission: 'brand_manage',
      tags,
      summary: 'Remove the logo (the default or the clinic’s shows again); ?branch_id= for a branch',
    },
    (ctx, { params, query }) =>
      removeLogo(services, ctx, { clinicId: params.clinicId, branchId: query.branch_id }),
  );

  const logoDocs = {
    tags,
    summary: 'The logo as image/webp (size=preview for the small one)',
    description:
      'Answers the image bytes (image/webp) to a signed URL from the branding, or to a staff bearer ' +
      'token; errors are `{ detail, code }` (401 no proof, 403 bad or expired link, 404 no logo).',
  };

  async function sendLogo(
    request: FastifyRequest,
    reply: FastifyReply,
    options: { owner: LogoOwner; query: z.output<typeof ENDPOINTS.getClinicLogo.query> },
  ) {
    const { size, ...signature } = options.query;
    const bytes = await fetchLogo(services, request, { owner: options.owner, query: signature, size });
    return reply
      .type('image/webp')
      .headers(
        storedImageHeaders(config, {
          filename: size === 'preview' ? 'logo-preview.webp' : 'logo.webp',
          disposition: 'attachment',
          // A signed URL names one immutable version; a bearer fetch may see a newer logo.
          cacheControl:
            signature.sig === undefined ? 'private, no-cache' : 'private, max-age=86400, immutable',
        }),
      )
      .send(bytes);
  }

  // Public in the route table (for <img>); the service requires a signed URL or a staff token.
  routes.public(
    { ...fromMap('getClinicLogo', { errors: [] }), ...logoDocs, config: { signedFile: 'image/webp' } },
    (request, reply) =>
      sendLogo(request, reply, {
        owner: { kind: 'clinic-logo', ownerId: request.params.clinicId },
        query: request.query,
      }),
  );

  routes.public(
    { ...fromMap('getBranchLogo', { errors: [] }), ...logoDocs, config: { signedFile: 'image/webp' } },
    (request, reply) =>
      sendLogo(request, reply, {
        owner: { kind: 'branch-logo', ownerId: request.params.branchId },
        query: request.query,
      }),
  );
};
