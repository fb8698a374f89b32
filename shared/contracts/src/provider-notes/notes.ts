import { z } from 'zod';
import { Uuid } from '../identity/fields';

/**
 * Provider notes (issue 11 section 4, ADR 039): a note is written for a patient (optionally for
 * one appointment) from a template; it is a draft, saved as the provider types, until its author
 * signs it; then it is locked (the database refuses changes) and only addenda may follow. A signed
 * note may be shared with the patient, who then reads it in the portal.
 */

export const NOTE_STATUSES = ['draft', 'signed'] as const;
export type NoteStatus = (typeof NOTE_STATUSES)[number];

/** Limits shared by the editor and the API. */
export const NOTE_LIMITS = {
  sectionText: 20_000,
  addendumText: 20_000,
  templateName: 80,
  sectionLabel: 60,
  sections: 12,
} as const;

/** One section of a template: a stable key and the heading the editor shows. */
export const NoteSection = z.object({ key: z.string(), label: z.string() });
export type NoteSection = z.infer<typeof NoteSection>;

/** A section of a note: its heading and what was written under it. */
export const NoteSectionContent = NoteSection.extend({ text: z.string() });
export type NoteSectionContent = z.infer<typeof NoteSectionContent>;

export const BUILTIN_TEMPLATE_KEYS = ['soap', 'quick'] as const;
export type BuiltinTemplateKey = (typeof BUILTIN_TEMPLATE_KEYS)[number];

/** The built-in templates every clinic has: SOAP, and the one-box Quick note of spec 2.5. */
export const BUILTIN_TEMPLATES: Readonly<
  Record<BuiltinTemplateKey, { name: string; sections: readonly NoteSection[] }>
> = {
  soap: {
    name: 'SOAP',
    sections: [
      { key: 'subjective', label: 'Subjective' },
      { key: 'objective', label: 'Objective' },
      { key: 'assessment', label: 'Assessment' },
      { key: 'plan', label: 'Plan' },
    ],
  },
  quick: { name: 'Quick note', sections: [{ key: 'note', label: 'Note' }] },
};

export function isBuiltinTemplate(id: string): id is BuiltinTemplateKey {
  return (BUILTIN_TEMPLATE_KEYS as readonly string[]).includes(id);
}

/** A template's id: a built-in key (`soap`, `quick`) or the id of one of the clinic's own. */
export const TemplateId = z.union([z.enum(BUILTIN_TEMPLATE_KEYS), Uuid], 'Use soap, quick or a template id');

export const NoteTemplate = z.object({
  id: z.string(),
  name: z.string(),
  sections: z.array(NoteSection),
  is_builtin: z.boolean(),
  archived: z.boolean(),
});
export type NoteTemplate = z.infer<typeof NoteTemplate>;

export const NoteTemplateList = z.object({ results: z.array(NoteTemplate) });
export type NoteTemplateList = z.infer<typeof NoteTemplateList>;

const SectionLabel = z
  .string()
  .trim()
  .min(1, 'Give the section a heading')
  .max(NOTE_LIMITS.sectionLabel, `At most ${NOTE_LIMITS.sectionLabel} characters`);

const TemplateName = z
  .string()
  .trim()
  .min(1, 'Required')
  .max(NOTE_LIMITS.templateName, `At most ${NOTE_LIMITS.templateName} characters`);

/** A clinic's own template: a name and the headings of its sections, in order. */
export const NoteTemplateInput = z.object({
  name: TemplateName,
  sections: z
    .array(SectionLabel)
    .min(1, 'Add at least one section')
    .max(NOTE_LIMITS.sections, `At most ${NOTE_LIMITS.sections} sections`)
    .refine((labels) => new Set(labels.map((label) => label.toLowerCase())).size === labels.length, {
      error: 'Each section needs its own heading',
    }),
});
export type NoteTemplateInput = z.input<typeof NoteTemplateInput>;

export const NoteTemplateUpdate = NoteTemplateInput.partial().extend({ archived: z.boolean().optional() });
export type NoteTemplateUpdate = z.input<typeof NoteTemplateUpdate>;

const SectionText = z
  .string()
  .max(NOTE_LIMITS.sectionText, `At most ${NOTE_LIMITS.sectionText.toLocaleString('en-US')} characters`);

/** The text of some sections, by key: what the editor sends as the provider types. */
export const NoteSectionTexts = z
  .record(z.string().max(40), SectionText)
  .refine((texts) => Object.keys(texts).length <= NOTE_LIMITS.sections, {
    error: `At most ${NOTE_LIMITS.sections} sections`,
  });
export type NoteSectionTexts = z.infer<typeof NoteSectionTexts>;

export const NoteCreateRequest = z.object({
  patient_id: Uuid,
  appointment_id: Uuid.nullable().optional(),
  template_id: TemplateId.default('soap'),
  sections: NoteSectionTexts.optional(),
});
export type NoteCreateRequest = z.input<typeof NoteCreateRequest>;

/** The autosave: the version the editor last read, and the sections that changed. */
export const NoteDraftUpdate = z.object({
  version: z.number().int().min(1),
  sections: NoteSectionTexts,
});
export type NoteDraftUpdate = z.input<typeof NoteDraftUpdate>;

export const NoteSignRequest = z.object({ version: z.number().int().min(1) });
export type NoteSignRequest = z.input<typeof NoteSignRequest>;

export const NoteAddendumRequest = z.object({
  text: z
    .string()
    .trim()
    .min(1, 'Write the addendum')
    .max(NOTE_LIMITS.addendumText, `At most ${NOTE_LIMITS.addendumText.toLocaleString('en-US')} characters`),
});
export type NoteAddendumRequest = z.input<typeof NoteAddendumRequest>;

export const NoteAddendum = z.object({
  id: Uuid,
  author_id: Uuid,
  author_name: z.string(),
  text: z.string(),
  signed_at: z.string(),
  content_hash: z.string(),
});
export type NoteAddendum = z.infer<typeof NoteAddendum>;

export const ProviderNote = z.object({
  id: Uuid,
  patient_id: Uuid,
  patient_name: z.string(),
  appointment_id: Uuid.nullable(),
  author_id: Uuid,
  author_name: z.string(),
  template_id: z.string(),
  template_name: z.string(),
  sections: z.array(NoteSectionContent),
  status: z.enum(NOTE_STATUSES),
  version: z.number().int(),
  signed_by: Uuid.nullable(),
  signed_by_name: z.string().nullable(),
  signed_at: z.string().nullable(),
  content_hash: z.string().nullable(),
  shared_with_patient_at: z.string().nullable(),
  addenda: z.array(NoteAddendum),
  created_at: z.string(),
  updated_at: z.string(),
});
export type ProviderNote = z.infer<typeof ProviderNote>;

/** A row of the notes list: no section text, only the first words of the note. */
export const ProviderNoteSummary = ProviderNote.pick({
  id: true,
  patient_id: true,
  patient_name: true,
  appointment_id: true,
  author_id: true,
  author_name: true,
  template_name: true,
  status: true,
  signed_at: true,
  shared_with_patient_at: true,
  created_at: true,
  updated_at: true,
}).extend({ excerpt: z.string(), is_mine: z.boolean() });
export type ProviderNoteSummary = z.infer<typeof ProviderNoteSummary>;

const Blank = z.literal('').transform(() => undefined);

/**
 * `GET /api/provider-notes`: filters by patient, author and status, or `unsigned=mine` (the
 * signed-in provider's drafts). The caller's own drafts come first, then the newest.
 */
export const NoteListQuery = z.object({
  patient_id: z.union([Uuid, Blank]).optional(),
  author_id: z.union([Uuid, Blank]).optional(),
  status: z.union([z.enum(NOTE_STATUSES), Blank], 'Use draft or signed').optional(),
  unsigned: z.union([z.literal('mine'), Blank], 'Use mine').optional(),
  skip: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(20),
});
export type NoteListQuery = z.input<typeof NoteListQuery>;

export const NoteListResponse = z.object({ results: z.array(ProviderNoteSummary), total: z.number().int() });
export type NoteListResponse = z.infer<typeof NoteListResponse>;

/** A note as the patient reads it in the portal: signed, shared, with its addenda. */
export const SharedNote = ProviderNote.pick({
  id: true,
  author_name: true,
  template_name: true,
  sections: true,
  signed_at: true,
  signed_by_name: true,
  content_hash: true,
  shared_with_patient_at: true,
}).extend({
  clinic_name: z.string(),
  addenda: z.array(NoteAddendum.pick({ id: true, author_name: true, text: true, signed_at: true })),
});
export type SharedNote = z.infer<typeof SharedNote>;

export const SharedNoteList = z.object({ results: z.array(SharedNote) });
export type SharedNoteList = z.infer<typeof SharedNoteList>;
