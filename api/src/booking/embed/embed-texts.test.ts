import { EMBED_SCRIPT } from './embed-script';
import { EMBED_TEXTS, embedLocaleOf, embedText } from './embed-texts';

describe("the booking page's texts (issue 22)", () => {
  it('follow the preferred of English and Spanish in Accept-Language', () => {
    expect(embedLocaleOf(undefined)).toBe('en');
    expect(embedLocaleOf('es-MX,es;q=0.9,en;q=0.8')).toBe('es');
    expect(embedLocaleOf('en-US,en;q=0.9,es;q=0.8')).toBe('en');
    expect(embedLocaleOf('fr-FR,fr;q=0.9,es;q=0.5,en;q=0.4')).toBe('es');
    expect(embedLocaleOf('de, *;q=0.1')).toBe('en');
  });

  it('exist in Spanish for every English text, with the same placeholders', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    for (const [key, english] of Object.entries(EMBED_TEXTS.en)) {
      const spanish = EMBED_TEXTS.es[key as keyof typeof EMBED_TEXTS.en];
      expect(spanish.trim()).not.toBe('');
      expect(placeholders(spanish)).toEqual(placeholders(english));
    }
  });

  it('fill their placeholders and leave unknown ones visible', () => {
    expect(embedText('es', 'bookTitle', { clinic: 'Clínica Sol' })).toBe('Reserve una cita en Clínica Sol');
    expect(embedText('en', 'chosenWith', { when: 'Monday 10:00' })).toBe(
      'Chosen: Monday 10:00 with {provider}.',
    );
  });

  it('travel inside the page script, which carries no English sentence of its own', () => {
    expect(EMBED_SCRIPT).toContain(JSON.stringify(EMBED_TEXTS));
    expect(EMBED_SCRIPT).not.toContain('__TEXTS__');
    // Quoted sentences in the script would be texts that skipped the catalog.
    const literal = /'[A-Z][a-z]+ [a-z]+[^']*'/g;
    const script = EMBED_SCRIPT.replace(JSON.stringify(EMBED_TEXTS), '');
    expect(script.match(literal) ?? []).toEqual([]);
  });
});
