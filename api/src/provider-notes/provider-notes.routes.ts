import { ENDPOINTS as E } from '@clinio/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../http/error-responses';
import { routeHelpers } from '../http/route-helpers';
import type { Services } from '../platform/services';
import { registerSignedNotesBlocker } from './erase-blocker';
import './provider-notes.merge';
import { listMyProviderNotes } from './portal.service';
import {
  addProviderNoteAddendum,
  createProviderNote,
  getProviderNote,
  listProviderNotes,
  saveProviderNoteDraft,
  setNoteSharing,
  signProviderNote,
} from './provider-notes.service';
import { createNoteTemplate, listNoteTemplates, updateNoteTemplate } from './templates.service';

const tags = ['provider-notes'];

/**
 * Provider notes (issue 11 section 4, ADR 039): the notes list, one note, a new draft, the
 * autosave, signing, addenda, sharing with the patient, the clinic's templates; and the portal's
 * notes shared with the patient. Every staff route needs the plan's `provider_notes` feature.
 */
export const providerNotesRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (
  app,
  { services },
) => {
  registerSignedNotesBlocker();
  const routes = routeHelpers(app, services);
  // Health data is never kept by a browser or proxy cache (quality bar 12).
  app.addHook('onSend', async (_request, reply) => {
    void reply.header('cache-control', 'no-store');
  });

  const read = { permission: 'provider_notes_read', feature: 'provider_notes' } as const;
  const write = { permission: 'provider_notes_write', feature: 'provider_notes' } as const;

  routes.staff(
    {
      method: 'GET',
      url: E.listProviderNotes.path,
      ...read,
      operationId: 'listProviderNotes',
      tags,
      summary: "Notes: by patient, author or status, or the caller's unsigned drafts; their own drafts first",
      schema: {
        querystring: E.listProviderNotes.query,
        response: { 200: E.listProviderNotes.response, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { query }) => listProviderNotes(ctx, query),
  );

  routes.staff(
    {
      method: 'POST',
      url: E.createProviderNote.path,
      ...write,
      status: 201,
      operationId: 'createProviderNote',
      tags,
      summary: 'Start a draft note for a patient (and optionally one of their appointments) from a template',
      schema: {
        body: E.createProviderNote.body,
        response: { 201: E.createProviderNote.response, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { body }) => createProviderNote(ctx, body),
  );

  routes.staff(
    {
      method: 'GET',
      url: E.listNoteTemplates.path,
      ...read,
      operationId: 'listNoteTemplates',
      tags,
      summary: "Note templates: the built-in SOAP and Quick note, then the clinic's own",
      schema: { response: { 200: E.listNoteTemplates.response, ...errorResponses(401, 403) } },
    },
    (ctx) => listNoteTemplates(ctx),
  );

  routes.staff(
    {
      method: 'POST',
      url: E.createNoteTemplate.path,
      ...write,
      status: 201,
      operationId: 'createNoteTemplate',
      tags,
      summary: "Add one of the clinic's own note templates: a name and its section headings",
      schema: {
        body: E.createNoteTemplate.body,
        response: { 201: E.createNoteTemplate.response, ...errorResponses(400, 401, 403) },
      },
    },
    (ctx, { body }) => createNoteTemplate(ctx, body),
  );

  routes.staff(
    {
      method: 'PATCH',
      url: E.updateNoteTemplate.path,
      ...write,
      operationId: 'updateNoteTemplate',
      tags,
      summary: "Change, archive or restore one of the clinic's note templates (notes keep their headings)",
      schema: {
        params: E.updateNoteTemplate.params,
        body: E.updateNoteTemplate.body,
        response: { 200: E.updateNoteTemplate.response, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params, body }) => updateNoteTemplate(ctx, params.id, body),
  );

  routes.staff(
    {
      method: 'GET',
      url: E.getProviderNote.path,
      ...read,
      operationId: 'getProviderNote',
      tags,
      summary: 'One note with its addenda (audited as a view)',
      schema: {
        params: E.getProviderNote.params,
        response: { 200: E.getProviderNote.response, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => getProviderNote(ctx, params.id),
  );

  routes.staff(
    {
      method: 'PATCH',
      url: E.saveProviderNoteDraft.path,
      ...write,
      operationId: 'saveProviderNoteDraft',
      tags,
      summary: "Autosave the author's draft: the sections that changed, with the version last read",
      schema: {
        params: E.saveProviderNoteDraft.params,
        body: E.saveProviderNoteDraft.body,
        response: { 200: E.saveProviderNoteDraft.response, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params, body }) => saveProviderNoteDraft(ctx, params.id, body),
  );

  routes.staff(
    {
      method: 'POST',
      url: E.signProviderNote.path,
      ...write,
      operationId: 'signProviderNote',
      tags,
      summary: 'Sign the draft: it is locked, with the signer, the time and the sha256 of its content',
      schema: {
        params: E.signProviderNote.params,
        body: E.signProviderNote.body,
        response: { 200: E.signProviderNote.response, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params, body }) => signProviderNote(ctx, params.id, body),
  );

  routes.staff(
    {
      method: 'POST',
      url: E.addProviderNoteAddendum.path,
      ...write,
      operationId: 'addProviderNoteAddendum',
      tags,
      summary: 'Add an addendum to a signed note, signed and dated as it is written',
      schema: {
        params: E.addProviderNoteAddendum.params,
        body: E.addProviderNoteAddendum.body,
        response: { 200: E.addProviderNoteAddendum.response, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params, body }) => addProviderNoteAddendum(ctx, params.id, body),
  );

  routes.staff(
    {
      method: 'POST',
      url: E.shareProviderNote.path,
      ...write,
      operationId: 'shareProviderNote',
      tags,
      summary: 'Share a signed note with the patient: they read it in the portal',
      schema: {
        params: E.shareProviderNote.params,
        response: { 200: E.shareProviderNote.response, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params }) => setNoteSharing(ctx, params.id, true),
  );

  routes.staff(
    {
      method: 'DELETE',
      url: E.unshareProviderNote.path,
      ...write,
      operationId: 'unshareProviderNote',
      tags,
      summary: 'Stop sharing a note with the patient',
      schema: {
        params: E.unshareProviderNote.params,
        response: { 200: E.unshareProviderNote.response, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (ctx, { params }) => setNoteSharing(ctx, params.id, false),
  );

  routes.patient(
    {
      method: 'GET',
      url: E.listMyProviderNotes.path,
      operationId: 'listMyProviderNotes',
      tags,
      summary: "The signed notes the clinic shared with the patient, of the patient's own record",
      schema: {
        params: E.listMyProviderNotes.params,
        response: { 200: E.listMyProviderNotes.response, ...errorResponses(400, 401, 403, 404) },
      },
    },
    (ctx, { params }) => listMyProviderNotes(ctx, params.patient_id),
  );
};
