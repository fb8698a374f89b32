import fc from 'fast-check';
import type { FormSchemaInput } from './schema';
import {
  FormTranslations,
  consentTextIn,
  consentTitleIn,
  keptTranslations,
  localizeForm,
  translationCoverage,
} from './translations';
import { ConsentTextSha256, textSha256Hex } from './consents';

const schema: FormSchemaInput = {
  type: 'object',
  properties: {
    full_name: { type: 'string', field_type: 'string', title: 'Full name', placeholder: 'As on your ID' },
    contact: { type: 'string', field_type: 'select', title: 'Contact', enum: ['Phone', 'Email'] },
  },
  required: ['full_name'],
  field_order: ['full_name', 'contact'],
};

const spanish = {
  es: {
    name: 'Registro',
    fields: {
      full_name: { title: 'Nombre completo', placeholder: '' },
      contact: { title: 'Contacto', options: { Phone: 'Teléfono' } },
    },
  },
};

describe('a form in Spanish (issue 22)', () => {
  it('shows the Spanish texts the clinic wrote and the form’s own for the rest', () => {
    const shown = localizeForm(
      { name: 'Intake', description: 'Before you come', form_schema: schema, translations: spanish },
      'es',
    );
    expect(shown.name).toBe('Registro');
    expect(shown.description).toBe('Before you come');
    expect(shown.schema.properties.full_name?.title).toBe('Nombre completo');
    expect(shown.schema.properties.full_name?.placeholder).toBe('As on your ID');
    expect(shown.optionLabel('contact', 'Phone')).toBe('Teléfono');
    expect(shown.optionLabel('contact', 'Email')).toBe('Email');
    // The values sent stay the form's own.
    expect(shown.schema.properties.contact?.enum).toEqual(['Phone', 'Email']);
  });

  it('leaves an English reader, or a form without translations, untouched', () => {
    const form = { name: 'Intake', description: '', form_schema: schema, translations: spanish };
    expect(localizeForm(form, 'en').schema).toBe(schema);
    expect(localizeForm({ ...form, translations: {} }, 'es').schema).toBe(schema);
  });

  it('keeps only texts for fields and options the form has, and no empty text', () => {
    const kept = keptTranslations(schema, {
      es: {
        description: '   ',
        fields: {
          ...spanish.es.fields,
          removed_field: { title: 'Ya no existe' },
          contact: { title: 'Contacto', options: { Phone: 'Teléfono', Fax: 'Fax', Email: ' ' } },
        },
      },
    });
    expect(kept).toEqual({
      es: {
        fields: {
          full_name: { title: 'Nombre completo' },
          contact: { title: 'Contacto', options: { Phone: 'Teléfono' } },
        },
      },
    });
    expect(Object.keys(kept.es ?? {})).not.toContain('description');
    expect(keptTranslations(schema, { es: { fields: { other: { title: 'x' } } } })).toEqual({});
  });

  it('counts each question and option once', () => {
    expect(translationCoverage(schema, undefined)).toEqual({ done: 0, total: 4 });
    expect(translationCoverage(schema, FormTranslations.parse(spanish).es)).toEqual({ done: 3, total: 4 });
  });

  it('keeping is stable: what was kept is kept again unchanged, and always parses', () => {
    const text = fc.oneof(fc.constant(''), fc.constant(' '), fc.string({ maxLength: 12 }));
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.constantFrom('full_name', 'contact', 'other'),
          fc.record({ title: text, options: fc.dictionary(fc.constantFrom('Phone', 'Email', 'Fax'), text) }),
        ),
        (fields) => {
          const once = keptTranslations(schema, { es: { fields } });
          expect(keptTranslations(schema, once)).toEqual(once);
          expect(FormTranslations.safeParse(once).success).toBe(true);
        },
      ),
    );
  });
});

describe('a consent in Spanish', () => {
  it('is read and signed in Spanish only when the clinic wrote it', () => {
    expect(consentTextIn({ consent_text: 'I agree', consent_text_es: 'Acepto' }, 'es')).toEqual({
      text: 'Acepto',
      locale: 'es',
    });
    expect(consentTextIn({ consent_text: 'I agree', consent_text_es: '' }, 'es')).toEqual({
      text: 'I agree',
      locale: 'en',
    });
    expect(consentTextIn({ consent_text: 'I agree', consent_text_es: 'Acepto' }, 'en').locale).toBe('en');
    expect(consentTitleIn({ title: 'Treatment', title_es: 'Tratamiento' }, 'es')).toBe('Tratamiento');
    expect(consentTitleIn({ title: 'Treatment', title_es: '' }, 'es')).toBe('Treatment');
  });
});

describe('the hash of a shown text', () => {
  it('is the SHA-256 of its UTF-8 bytes, in lower-case hex', async () => {
    expect(await textSha256Hex('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
    expect(ConsentTextSha256.safeParse(await textSha256Hex('Acepto que me traten.')).success).toBe(true);
  });
});
