import type { NoteTemplate, ProviderNote } from '@clinio/contracts';
import type { FastifyInstance } from 'fastify';
import type { Member } from '../staff/staff-test-fixtures';

/** A draft, a signed note and a template of `patientId`, made through the API by `author`. */
export async function buildNotes(
  server: FastifyInstance,
  author: Member,
  patientId: string,
): Promise<{ noteId: string; signedNoteId: string; templateId: string }> {
  const headers = author.session.headers;
  const create = async (text: string) =>
    (
      await server.inject({
        method: 'POST',
        url: '/api/provider-notes',
        headers,
        payload: { patient_id: patientId, sections: { subjective: text } },
      })
    ).json<ProviderNote>();
  const note = await create('Draft for the probes');
  const toSign = await create('Signed for the probes');
  await server.inject({
    method: 'POST',
    url: `/api/provider-notes/${toSign.id}/sign`,
    headers,
    payload: { version: toSign.version },
  });
  const template = await server.inject({
    method: 'POST',
    url: '/api/note-templates',
    headers,
    payload: { name: `Template ${note.id.slice(0, 8)}`, sections: ['Findings'] },
  });
  return { noteId: note.id, signedNoteId: toSign.id, templateId: template.json<NoteTemplate>().id };
}
