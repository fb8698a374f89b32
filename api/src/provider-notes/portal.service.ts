import type { SharedNote, SharedNoteList } from '@clinio/contracts';
import type { PatientContext } from '../auth/patient-guard';
import { notFound } from '../errors/app-error';
import { activeLinks } from '../patient-accounts/profile.service';
import { findAddenda, noteQuery, presentNote } from './provider-notes.queries';

/**
 * GET /api/patients/{patient_id}/provider-notes: the signed notes a clinic shared with the
 * patient, of their own record only. Another record's id (another patient's, another tenant's,
 * a revoked link's) answers the same 404 as a missing one, and the refusal is audited.
 */
export async function listMyProviderNotes(ctx: PatientContext, patientId: string): Promise<SharedNoteList> {
  const links = await activeLinks(ctx.database.app, ctx.principal.loginId);
  const link = links.find((item) => item.patient_id === patientId);
  if (link === undefined) {
    await ctx.audit({
      action: 'access.denied',
      resourceType: 'patient',
      resourceId: patientId,
      outcome: 'denied',
    });
    throw notFound('Patient not found');
  }
  return ctx.database.withTenant(link.tenant_id, async (tx) => {
    const rows = await noteQuery(tx)
      .where('n.patient_id', '=', patientId)
      .where('n.status', '=', 'signed')
      .where('n.shared_with_patient_at', 'is not', null)
      .orderBy('n.signed_at', 'desc')
      .orderBy('n.id')
      .limit(200)
      .execute();
    const addenda = await findAddenda(
      tx,
      rows.map((row) => row.id),
    );
    await ctx.auditIn(tx, link.tenant_id, {
      action: 'provider_notes.portal_read',
      resourceType: 'patient',
      resourceId: patientId,
      outcome: 'success',
    });
    const results = rows.map((row): SharedNote => {
      const note = presentNote(row, addenda.get(row.id) ?? []);
      return {
        id: note.id,
        clinic_name: link.clinic_name,
        author_name: note.author_name,
        template_name: note.template_name,
        sections: note.sections,
        signed_at: note.signed_at,
        signed_by_name: note.signed_by_name,
        content_hash: note.content_hash,
        shared_with_patient_at: note.shared_with_patient_at,
        addenda: note.addenda.map(({ id, author_name, text, signed_at }) => ({
          id,
          author_name,
          text,
          signed_at,
        })),
      };
    });
    return { results };
  });
}
