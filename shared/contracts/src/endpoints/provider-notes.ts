import {
  NoteAddendumRequest,
  NoteCreateRequest,
  NoteDraftUpdate,
  NoteListQuery,
  NoteListResponse,
  NoteSignRequest,
  NoteTemplate,
  NoteTemplateInput,
  NoteTemplateList,
  NoteTemplateUpdate,
  ProviderNote,
  SharedNoteList,
} from '../provider-notes/notes';
import { defineEndpoint } from './define-endpoint';
import { uuidParams } from './shapes';

const id = uuidParams('id');

/**
 * Provider notes (issue 11 section 4, ADR 039): the clinic's notes and templates, and the portal's
 * notes shared with the patient.
 */
export const PROVIDER_NOTES_ENDPOINTS = {
  listProviderNotes: defineEndpoint({
    method: 'GET',
    path: '/api/provider-notes',
    access: 'staff',
    query: NoteListQuery,
    response: NoteListResponse,
  }),
  createProviderNote: defineEndpoint({
    method: 'POST',
    path: '/api/provider-notes',
    access: 'staff',
    body: NoteCreateRequest.strict(),
    response: ProviderNote,
  }),
  getProviderNote: defineEndpoint({
    method: 'GET',
    path: '/api/provider-notes/:id',
    access: 'staff',
    params: id,
    response: ProviderNote,
  }),
  saveProviderNoteDraft: defineEndpoint({
    method: 'PATCH',
    path: '/api/provider-notes/:id',
    access: 'staff',
    params: id,
    body: NoteDraftUpdate.strict(),
    response: ProviderNote,
  }),
  signProviderNote: defineEndpoint({
    method: 'POST',
    path: '/api/provider-notes/:id/sign',
    access: 'staff',
    params: id,
    body: NoteSignRequest.strict(),
    response: ProviderNote,
  }),
  addProviderNoteAddendum: defineEndpoint({
    method: 'POST',
    path: '/api/provider-notes/:id/addenda',
    access: 'staff',
    params: id,
    body: NoteAddendumRequest.strict(),
    response: ProviderNote,
  }),
  shareProviderNote: defineEndpoint({
    method: 'POST',
    path: '/api/provider-notes/:id/share',
    access: 'staff',
    params: id,
    response: ProviderNote,
  }),
  unshareProviderNote: defineEndpoint({
    method: 'DELETE',
    path: '/api/provider-notes/:id/share',
    access: 'staff',
    params: id,
    response: ProviderNote,
  }),
  listNoteTemplates: defineEndpoint({
    method: 'GET',
    path: '/api/note-templates',
    access: 'staff',
    response: NoteTemplateList,
  }),
  createNoteTemplate: defineEndpoint({
    method: 'POST',
    path: '/api/note-templates',
    access: 'staff',
    body: NoteTemplateInput.strict(),
    response: NoteTemplate,
  }),
  updateNoteTemplate: defineEndpoint({
    method: 'PATCH',
    path: '/api/note-templates/:id',
    access: 'staff',
    params: id,
    body: NoteTemplateUpdate.strict(),
    response: NoteTemplate,
  }),
  listMyProviderNotes: defineEndpoint({
    method: 'GET',
    path: '/api/patients/:patient_id/provider-notes',
    access: 'patient',
    params: uuidParams('patient_id'),
    response: SharedNoteList,
  }),
} as const;
