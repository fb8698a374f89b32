import type { NoteSection, NoteSectionContent, NoteSectionTexts } from './notes';

/**
 * The canonical content of a note, the text its content hash (sha256) is taken of: every section
 * in order as [label, text], line endings as \n, Unicode in NFC, as JSON. The same words give
 * the same hash wherever they were typed; changing a heading, a word or the order changes it.
 */
export function canonicalNoteContent(sections: readonly NoteSectionContent[]): string {
  const clean = (value: string) => value.normalize('NFC').replace(/\r\n?/g, '\n');
  return JSON.stringify(sections.map((section) => [clean(section.label), clean(section.text)]));
}

/** The canonical text of an addendum: the note's hash it follows, its text and when it was signed. */
export function canonicalAddendumContent(addendum: {
  noteHash: string;
  text: string;
  signedAt: string;
}): string {
  return JSON.stringify([
    addendum.noteHash,
    addendum.text.normalize('NFC').replace(/\r\n?/g, '\n'),
    addendum.signedAt,
  ]);
}

/** A template's sections with empty text, the start of a new note. */
export function blankSections(sections: readonly NoteSection[]): NoteSectionContent[] {
  return sections.map((section) => ({ key: section.key, label: section.label, text: '' }));
}

/** The keys of `texts` that are not sections of the note (a field error each). */
export function unknownSectionKeys(sections: readonly NoteSection[], texts: NoteSectionTexts): string[] {
  const known = new Set(sections.map((section) => section.key));
  return Object.keys(texts).filter((key) => !known.has(key));
}

/** The note's sections with `texts` written over them (keys not in the note are ignored). */
export function applySectionTexts(
  sections: readonly NoteSectionContent[],
  texts: NoteSectionTexts,
): NoteSectionContent[] {
  return sections.map((section) =>
    Object.hasOwn(texts, section.key) ? { ...section, text: texts[section.key] ?? '' } : section,
  );
}

/** A note with nothing written in it cannot be signed. */
export function isBlankNote(sections: readonly NoteSectionContent[]): boolean {
  return sections.every((section) => section.text.trim() === '');
}

/** The first words of a note for a list row (never more than `length` characters). */
export function noteExcerpt(sections: readonly NoteSectionContent[], length = 140): string {
  const text = sections
    .map((section) => section.text.trim())
    .filter((part) => part !== '')
    .join(' · ')
    .replace(/\s+/g, ' ');
  return text.length <= length ? text : `${text.slice(0, length - 1).trimEnd()}…`;
}

/** Section keys for a clinic's template: `s1`, `s2`… in the order of the headings. */
export function templateSections(labels: readonly string[]): NoteSection[] {
  return labels.map((label, index) => ({ key: `s${index + 1}`, label }));
}

/** The short form of a content hash shown beside a signature (the full one is in the title). */
export function shortHash(hash: string): string {
  return hash.length <= 12 ? hash : `${hash.slice(0, 12)}…`;
}
