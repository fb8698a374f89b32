import { ProfilePictureResponse, Uuid } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { fetchProfilePicture, removeProfilePicture, replaceProfilePicture } from './profile-picture.service';
import { readUploadedFile } from '../uploads/multipart-file';
import { SignedFileQuery } from '../uploads/signed-file-access';
import { storedImageHeaders } from '../uploads/stored-files';

const PictureParams = z.object({ staffId: Uuid });
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
      method: 'POST',
      url: '/api/staff/:staffId/profile-picture',
      operationId: 'uploadProfilePicture',
      tags,
      summary: 'Upload a profile picture (yours, or anyone with staff_manage): PNG, JPEG, WebP or GIF',
      schema: {
        consumes: ['multipart/form-data'],
        params: PictureParams,
        response: { 200: ProfilePictureResponse, ...errorResponses(400, 401, 403, 404, 413, 415) },
      },
      prepare: (_input, { request }) => readUploadedFile(request, config.uploadMaxBytes),
    },
    (ctx, { params, prepared }) =>
      replaceProfilePicture(services, ctx, { staffId: params.staffId, upload: prepared }),
  );

  app.get(
    '/api/staff/:staffId/profile-picture',
    {
      // Public in the route table: the service requires a staff token or a signed URL itself.
      config: { access: 'public', signedFile: 'image/webp' },
      schema: {
        operationId: 'getProfilePicture',
        tags,
        summary: 'The picture as image/webp, with a staff token or a signed URL; 404 means no picture',
        params: PictureParams,
        description:
          'Answers the image bytes (image/webp); errors are `{ detail, code }` (400, 401, 403, 404).',
        querystring: SignedFileQuery,
      },
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
      method: 'DELETE',
      url: '/api/staff/:staffId/profile-picture',
      status: 204,
      operationId: 'deleteProfilePicture',
      tags,
      summary: 'Remove a profile picture (yours, or anyone with staff_manage)',
      schema: {
        params: PictureParams,
        response: { 204: z.null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => removeProfilePicture(services, ctx, params.staffId),
  );
};
