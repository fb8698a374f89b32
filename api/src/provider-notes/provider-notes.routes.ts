import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { routeHelpers } from '../http/route-helpers';
import { fromMap } from '../http/from-map';
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
      ...fromMap('listProviderNotes', { errors: [400, 401, 403] }),
      ...read,
      tags,
      summary: "Notes: by patient, author or status, or the caller's unsigned drafts; their own drafts first",
    },
    (ctx, { query }) => listProviderNotes(ctx, query),
  );

  routes.staff(
    {
      ...fromMap('createProviderNote', { errors: [400, 401, 403], status: 201 }),
      ...write,
      tags,
      summary: 'Start a draft note for a patient (and optionally one of their appointments) from a template',
    },
    (ctx, { body }) => createProviderNote(ctx, body),
  );

  routes.staff(
    {
      ...fromMap('listNoteTemplates', { errors: [401, 403] }),
      ...read,
      tags,
      summary: "Note templates: the built-in SOAP and Quick note, then the clinic's own",
    },
    (ctx) => listNoteTemplates(ctx),
  );

  routes.staff(
    {
      ...fromMap('createNoteTemplate', { errors: [400, 401, 403], status: 201 }),
      ...write,
      tags,
      summary: "Add one of the clinic's own note templates: a name and its section headings",
    },
    (ctx, { body }) => createNoteTemplate(ctx, body),
  );

  routes.staff(
    {
      ...fromMap('updateNoteTemplate', { errors: [400, 401, 403, 404] }),
      ...write,
      tags,
      summary: "Change, archive or restore one of the clinic's note templates (notes keep their headings)",
    },
    (ctx, { params, body }) => updateNoteTemplate(ctx, params.id, body),
  );

  routes.staff(
    {
      ...fromMap('getProviderNote', { errors: [400, 401, 403, 404] }),
      ...read,
      tags,
      summary: 'One note with its addenda (audited as a view)',
    },
    (ctx, { params }) => getProviderNote(ctx, params.id),
  );

  routes.staff(
    {
      ...fromMap('saveProviderNoteDraft', { errors: [400, 401, 403, 404, 409] }),
      ...write,
      tags,
      summary: "Autosave the author's draft: the sections that changed, with the version last read",
    },
    (ctx, { params, body }) => saveProviderNoteDraft(ctx, params.id, body),
  );

  routes.staff(
    {
      ...fromMap('signProviderNote', { errors: [400, 401, 403, 404, 409] }),
      ...write,
      tags,
      summary: 'Sign the draft: it is locked, with the signer, the time and the sha256 of its content',
    },
    (ctx, { params, body }) => signProviderNote(ctx, params.id, body),
  );

  routes.staff(
    {
      ...fromMap('addProviderNoteAddendum', { errors: [400, 401, 403, 404, 409] }),
      ...write,
      tags,
      summary: 'Add an addendum to a signed note, signed and dated as it is written',
    },
    (ctx, { params, body }) => addProviderNoteAddendum(ctx, params.id, body),
  );

  routes.staff(
    {
      ...fromMap('shareProviderNote', { errors: [400, 401, 403, 404, 409] }),
      ...write,
      tags,
      summary: 'Share a signed note with the patient: they read it in the portal',
    },
    (ctx, { params }) => setNoteSharing(ctx, params.id, true),
  );

  routes.staff(
    {
      ...fromMap('unshareProviderNote', { errors: [400, 401, 403, 404, 409] }),
      ...write,
      tags,
      summary: 'Stop sharing a note with the patient',
    },
    (ctx, { params }) => setNoteSharing(ctx, params.id, false),
  );

  routes.patient(
    {
      ...fromMap('listMyProviderNotes', { errors: [400, 401, 403, 404] }),
      tags,
      summary: "The signed notes the clinic shared with the patient, of the patient's own record",
    },
    (ctx, { params }) => listMyProviderNotes(ctx, params.patient_id),
  );
};
