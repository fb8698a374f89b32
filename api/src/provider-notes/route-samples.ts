import type { SampleRequest } from '../test/route-access';

/** The provider-notes routes: the staff family and the portal's shared notes. */
export const PROVIDER_NOTES_FAMILY =
  /^\/api\/(provider-notes($|\/)|note-templates($|\/)|patients\/:patient_id\/provider-notes$)/;

/**
 * A valid request per route, keyed `METHOD /url`, so that only authorization can refuse it (bar 4)
 * and the generated inputs of bar 16 start from a valid body. A new route without one fails both.
 */
export function providerNoteSamples(ids: {
  patientId: string;
  noteId: string;
  signedNoteId: string;
  templateId: string;
  portalPatientId: string;
}): Record<string, SampleRequest> {
  const { patientId, noteId, signedNoteId, templateId } = ids;
  return {
    'GET /api/provider-notes': { url: `/api/provider-notes?patient_id=${patientId}&status=signed&limit=5` },
    'POST /api/provider-notes': {
      url: '/api/provider-notes',
      payload: { patient_id: patientId, template_id: 'soap', sections: { subjective: 'Sore throat' } },
    },
    'GET /api/note-templates': { url: '/api/note-templates' },
    'POST /api/note-templates': {
      url: '/api/note-templates',
      payload: { name: 'Probe template', sections: ['History', 'Plan'] },
    },
    'PATCH /api/note-templates/:id': {
      url: `/api/note-templates/${templateId}`,
      payload: { name: 'Renamed template', sections: ['History'] },
    },
    'GET /api/provider-notes/:id': { url: `/api/provider-notes/${signedNoteId}` },
    'PATCH /api/provider-notes/:id': {
      url: `/api/provider-notes/${noteId}`,
      payload: { version: 1, sections: { plan: 'Review in a week' } },
    },
    'POST /api/provider-notes/:id/sign': {
      url: `/api/provider-notes/${noteId}/sign`,
      payload: { version: 1 },
    },
    'POST /api/provider-notes/:id/addenda': {
      url: `/api/provider-notes/${signedNoteId}/addenda`,
      payload: { text: 'Results reviewed' },
    },
    'POST /api/provider-notes/:id/share': { url: `/api/provider-notes/${signedNoteId}/share` },
    'DELETE /api/provider-notes/:id/share': { url: `/api/provider-notes/${signedNoteId}/share` },
    'GET /api/patients/:patient_id/provider-notes': {
      url: `/api/patients/${ids.portalPatientId}/provider-notes`,
    },
  };
}
