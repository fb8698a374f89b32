import {
  applySectionTexts,
  blankSections,
  canonicalNoteContent,
  isBlankNote,
  noteExcerpt,
  templateSections,
  unknownSectionKeys,
} from './content';
import { BUILTIN_TEMPLATES, NoteCreateRequest, NoteTemplateInput } from './notes';

const soap = () => blankSections(BUILTIN_TEMPLATES.soap.sections);

describe('the canonical content a signature hashes', () => {
  it('is the same for the same words however the line endings or accents were typed', () => {
    const typed = applySectionTexts(soap(), { subjective: 'Caf\u00e9 fever\r\nsince Monday' });
    const pasted = applySectionTexts(soap(), { subjective: 'Cafe\u0301 fever\nsince Monday' });
    expect(canonicalNoteContent(typed)).toBe(canonicalNoteContent(pasted));
  });

  it('changes with a word, a heading or the order of the sections', () => {
    const base = applySectionTexts(soap(), { plan: 'Rest' });
    const other = [
      applySectionTexts(soap(), { plan: 'Rest.' }),
      base.map((section) => (section.key === 'plan' ? { ...section, label: 'Next steps' } : section)),
      [...base].reverse(),
    ];
    for (const changed of other) expect(canonicalNoteContent(changed)).not.toBe(canonicalNoteContent(base));
  });
});

describe('sections', () => {
  it('writes only the sections a note has, and names the unknown ones', () => {
    expect(unknownSectionKeys(soap(), { plan: 'x', history: 'y' })).toEqual(['history']);
    expect(applySectionTexts(soap(), { plan: 'x', history: 'y' }).map((section) => section.text)).toEqual([
      '',
      '',
      '',
      'x',
    ]);
  });

  it('calls a note of blanks blank, and shows the first words of a written one', () => {
    expect(isBlankNote(applySectionTexts(soap(), { plan: '  \n ' }))).toBe(true);
    const note = applySectionTexts(soap(), { subjective: 'Cough', plan: 'Rest   and\nfluids' });
    expect(noteExcerpt(note)).toBe('Cough · Rest and fluids');
    expect(noteExcerpt(applySectionTexts(soap(), { plan: 'a'.repeat(300) }), 20)).toHaveLength(20);
  });

  it("keys a clinic's template sections in order, and refuses two sections with one heading", () => {
    expect(templateSections(['Pain', 'Plan'])).toEqual([
      { key: 's1', label: 'Pain' },
      { key: 's2', label: 'Plan' },
    ]);
    expect(NoteTemplateInput.safeParse({ name: 'Physio', sections: ['Plan', 'plan'] }).success).toBe(false);
    expect(NoteTemplateInput.safeParse({ name: 'Physio', sections: [] }).success).toBe(false);
  });

  it('starts a note from the SOAP template unless told otherwise', () => {
    const parsed = NoteCreateRequest.parse({ patient_id: '3f1c1b8e-8f5e-4c1a-9a55-1b2c3d4e5f60' });
    expect(parsed.template_id).toBe('soap');
    expect(
      NoteCreateRequest.safeParse({ patient_id: '3f1c1b8e-8f5e-4c1a-9a55-1b2c3d4e5f60', template_id: 'x' })
        .success,
    ).toBe(false);
  });
});
