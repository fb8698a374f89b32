import {
  canSign,
  editText,
  initialDraft,
  saveFailed,
  saveLabel,
  saveSucceeded,
  startSave,
} from './draft-model';

const note = {
  version: 3,
  updated_at: '2026-11-25T10:00:00.000Z',
  sections: [
    { key: 'subjective', label: 'Subjective', text: 'Cough' },
    { key: 'plan', label: 'Plan', text: '' },
  ],
};

describe('the draft autosave', () => {
  it('sends only what changed, with the version it read', () => {
    const typed = editText(editText(initialDraft(note), 'plan', 'Rest'), 'plan', 'Rest, fluids');
    expect(typed.status).toBe('unsaved');
    const save = startSave(typed);
    expect(save?.body).toEqual({ version: 3, sections: { plan: 'Rest, fluids' } });
    expect(save?.state.status).toBe('saving');
  });

  it('has nothing to send when nothing changed, or while a save is out', () => {
    expect(startSave(initialDraft(note))).toBeNull();
    const out = startSave(editText(initialDraft(note), 'plan', 'a'))?.state;
    expect(out && startSave(editText(out, 'plan', 'ab'))).toBeNull();
  });

  it('keeps typing done during a save for the next one, at the new version', () => {
    const out = startSave(editText(initialDraft(note), 'plan', 'a'))?.state ?? initialDraft(note);
    const typedMeanwhile = editText(out, 'subjective', 'Cough, fever');
    expect(typedMeanwhile.status).toBe('saving');
    const answered = saveSucceeded(typedMeanwhile, { version: 4, updated_at: '2026-11-25T10:00:05.000Z' });
    expect(answered.status).toBe('unsaved');
    expect(startSave(answered)?.body).toEqual({ version: 4, sections: { subjective: 'Cough, fever' } });
  });

  it('says all is saved once the last save is answered', () => {
    const out = startSave(editText(initialDraft(note), 'plan', 'a'))?.state ?? initialDraft(note);
    const answered = saveSucceeded(out, { version: 4, updated_at: '2026-11-25T10:00:05.000Z' });
    expect([answered.status, saveLabel(answered.status), answered.version]).toEqual([
      'saved',
      'All changes saved',
      4,
    ]);
  });

  it('keeps the text of a failed save and sends it again', () => {
    const out = startSave(editText(initialDraft(note), 'plan', 'a'))?.state ?? initialDraft(note);
    const failed = saveFailed(editText(out, 'subjective', 'b'), false);
    expect(failed.status).toBe('error');
    expect(startSave(failed)?.body).toEqual({ version: 3, sections: { plan: 'a', subjective: 'b' } });
  });

  it('stops on a version conflict: no more saves, no more edits', () => {
    const out = startSave(editText(initialDraft(note), 'plan', 'a'))?.state ?? initialDraft(note);
    const conflict = saveFailed(out, true);
    expect(startSave(conflict)).toBeNull();
    expect(editText(conflict, 'plan', 'x')).toBe(conflict);
    expect(saveLabel(conflict.status)).toMatch(/another window/);
  });

  it('lets a note be signed only when something is written and no save is out', () => {
    expect(canSign(initialDraft(note), note.sections)).toBe(true);
    const blank = editText(initialDraft(note), 'subjective', '   ');
    expect(canSign(blank, note.sections)).toBe(false);
    const saving = startSave(editText(initialDraft(note), 'plan', 'x'))?.state ?? initialDraft(note);
    expect(canSign(saving, note.sections)).toBe(false);
  });
});
