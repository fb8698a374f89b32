import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
import type { Services } from '../platform/services';
import { fetchProfilePicture, removeProfilePicture, replaceProfilePicture } from './profile-picture.service';
import { readUploadedFile } from '../uploads/multipart-file';
import { storedImageHeaders } from '../uploads/stored-files';

const tags = ['staff'];

/** Spec 7: POST and GET /api/staff/{staffId}/profile-picture (multipart field `file`), and DELETE. */
export const profilePictureRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  const { config } = services;
  const routes = routeHelpers(app, services);
  const imageHeaders = storedImageHeaders(config, {
    filename: 'profile-picture.webp',
    disposition: 'inline',
    cacheControl: 'private, max-age=300',
  });

  routes.staff(
    {
      ...fromMap('uploadProfilePicture', { errors: [400, 401, 403, 404, 413, 415] }),
      tags,
      summary: 'Upload a profile picture (yours, or anyone with staff_manage): PNG, JPEG, WebP or GIF',
      prepare: (_input, { request }) => readUploadedFile(request, config.uploadMaxBytes),
    },
    (ctx, { params, prepared }) =>
      replaceProfilePicture(services, ctx, { staffId: params.staffId, upload: prepared }),
  );

  routes.public(
    {
      ...fromMap('getProfilePicture', { errors: [] }),
      // Public in the route table: the service requires a staff token or a signed URL itself.
      config: { signedFile: 'image/webp' },
      tags,
      summary: 'The picture as image/webp, with a staff token or a signed URL; 404 means no picture',
      description:
        'Answers the image bytes (image/webp); errors are `{ detail, code }` (400, 401, 403, 404).',
    },
    async (request, reply) => {
      const bytes = await fetchProfilePicture(services, request, {
        staffId: request.params.staffId,
        signature: request.query,
      });
      return reply.type('image/webp').headers(imageHeaders).send(bytes);
    },
  );

  routes.staff(
    {
      ...fromMap('deleteProfilePicture', { errors: [400, 401, 403, 404], status: 204 }),
      tags,
      summary: 'Remove a profile picture (yours, or anyone with staff_manage)',
    },
    (ctx, { params }) => removeProfilePicture(services, ctx, params.staffId),
  );
};
