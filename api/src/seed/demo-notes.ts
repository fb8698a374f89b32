import {
  BUILTIN_TEMPLATES,
  blankSections,
  canonicalAddendumContent,
  canonicalNoteContent,
  type NoteSectionContent,
} from '@clinio/contracts';
import type { Database, TenantTx } from '../db/database';
import { sha256 } from '../provider-notes/provider-notes.service';

/**
 * The demo clinic's provider notes (issue 11): Dr Shah's signed SOAP notes (one shared with the
 * portal's Jordan Miller, with an addendum), and two drafts waiting for her signature; all of
 * patients of her branch (Main Street), so she sees them. Invented.
 */
const DAY = 86_400_000;

function soap(texts: Record<string, string>): NoteSectionContent[] {
  return blankSections(BUILTIN_TEMPLATES.soap.sections).map((section) => ({
    ...section,
    text: texts[section.key] ?? '',
  }));
}

const NOTES = [
  {
    patient: ['Jordan', 'Miller'],
    daysAgo: 12,
    shared: true,
    addendum: 'Spirometry came back normal. No change to the plan.',
    sections: soap({
      subjective: 'Dry cough for two weeks, worse at night. No fever. Non-smoker.',
      objective: 'Chest clear on auscultation. SpO2 98%. Temperature 36.8 °C.',
      assessment: 'Post-viral cough, likely resolving.',
      plan: 'Honey and warm fluids; spirometry to rule out asthma; review in three weeks if not better.',
    }),
  },
  {
    patient: ['Amara', 'Okoye'],
    daysAgo: 6,
    shared: false,
    addendum: null,
    sections: soap({
      subjective: 'Follow-up of hypertension. Taking amlodipine daily, no side effects.',
      objective: 'BP 132/84 sitting, 130/82 repeated. Weight 71 kg.',
      assessment: 'Hypertension, improving on treatment.',
      plan: 'Continue amlodipine 5 mg. Home BP diary. Review in three months.',
    }),
  },
  {
    patient: ['Hana', 'Sato'],
    daysAgo: 1,
    draft: 'soap',
    sections: soap({
      subjective: 'Right ankle sprain playing football on Saturday.',
      objective: 'Swelling over the lateral malleolus, able to bear weight.',
    }),
  },
  {
    patient: ['Sofia', 'Marchetti'],
    daysAgo: 0,
    draft: 'quick',
    sections: [
      { key: 'note', label: 'Note', text: 'Called about repeat prescription; asked her to book a review.' },
    ],
  },
] as const;

async function idOfPatient(
  tx: TenantTx,
  [first, last]: readonly [string, string],
): Promise<string | undefined> {
  const row = await tx
    .selectFrom('patients')
    .select('id')
    .where('first_name', '=', first)
    .where('last_name', '=', last)
    .orderBy('created_at')
    .executeTakeFirst();
  return row?.id;
}

export async function seedDemoNotes(database: Database, tenantId: string): Promise<void> {
  await database.withTenant(tenantId, async (tx) => {
    const provider = await tx
      .selectFrom('staff_users')
      .select('id')
      .where('username', '=', 'provider')
      .executeTakeFirst();
    if (provider === undefined) return;
    const now = Date.now();
    for (const note of NOTES) {
      const patientId = await idOfPatient(tx, note.patient);
      if (patientId === undefined) continue;
      const at = new Date(now - note.daysAgo * DAY);
      const sections = [...note.sections];
      const isDraft = 'draft' in note;
      const hash = sha256(canonicalNoteContent(sections));
      const row = await tx
        .insertInto('provider_notes')
        .values({
          tenant_id: tenantId,
          patient_id: patientId,
          author_id: provider.id,
          template_key: isDraft ? note.draft : 'soap',
          template_name:
            isDraft && note.draft === 'quick' ? BUILTIN_TEMPLATES.quick.name : BUILTIN_TEMPLATES.soap.name,
          sections: JSON.stringify(sections),
          status: isDraft ? 'draft' : 'signed',
          signed_by: isDraft ? null : provider.id,
          signed_at: isDraft ? null : at,
          content_hash: isDraft ? null : hash,
          shared_with_patient_at: !isDraft && note.shared ? new Date(at.getTime() + DAY) : null,
          shared_by: !isDraft && note.shared ? provider.id : null,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (!isDraft && note.addendum !== null) {
        const signedAt = new Date(at.getTime() + 2 * DAY);
        await tx
          .insertInto('provider_note_addenda')
          .values({
            tenant_id: tenantId,
            note_id: row.id,
            author_id: provider.id,
            text: note.addendum,
            signed_at: signedAt,
            content_hash: sha256(
              canonicalAddendumContent({
                noteHash: hash,
                text: note.addendum,
                signedAt: signedAt.toISOString(),
              }),
            ),
          })
          .execute();
      }
    }
  });
}
