import fc from 'fast-check';
import { FIELD_TYPES, isFieldDialogSaveEnabled, type FieldType } from './fields';
import {
  EMPTY_FIELD_DIALOG,
  FORM_LIMITS,
  FormSchema,
  buildFormSchema,
  dialogFromField,
  fieldFromDialog,
  fieldsOfSchema,
  moveField,
  removeField,
  saveField,
  schemaChanges,
  type BuilderField,
  type FieldDialogValues,
} from './schema';

const field = (type: FieldType, title: string, extra: Partial<FieldDialogValues> = {}): BuilderField =>
  fieldFromDialog({ ...EMPTY_FIELD_DIALOG, type, title, options: 'Yes, No', ...extra });

const dialogValues: fc.Arbitrary<FieldDialogValues> = fc.record({
  type: fc.constantFrom(...FIELD_TYPES),
  title: fc.string({ minLength: 1, maxLength: 40 }).filter(isFieldDialogSaveEnabled),
  description: fc.string({ maxLength: 60 }),
  placeholder: fc.string({ maxLength: 60 }),
  options: fc.array(fc.string({ maxLength: 12 }), { maxLength: 6 }).map((parts) => parts.join(',')),
  required: fc.boolean(),
  minLength: fc.oneof(fc.constant(''), fc.integer({ min: 0, max: 50 }).map(String)),
  maxLength: fc.oneof(fc.constant(''), fc.integer({ min: 50, max: 500 }).map(String)),
  pattern: fc.constantFrom('', '^[0-9]+$', '[A-Z]{2}'),
  minimum: fc.oneof(fc.constant(''), fc.double({ min: -100, max: 0, noNaN: true }).map(String)),
  maximum: fc.oneof(fc.constant(''), fc.double({ min: 0, max: 100, noNaN: true }).map(String)),
});

describe('schema building (spec 3, 5)', () => {
  it('builds spec 3 object schema: properties by key, the required keys, the order', () => {
    const schema = buildFormSchema([
      field('string', 'First Name', { required: true, placeholder: 'Ann', maxLength: '40' }),
      field('textarea', 'Current Medications'),
      field('radio', 'Smoker'),
      field('number', 'Weight', { minimum: '0', maximum: '500.5' }),
    ]);
    expect(schema.required).toEqual(['first_name']);
    expect(schema.field_order).toEqual(['first_name', 'current_medications', 'smoker', 'weight']);
    expect(schema.properties.first_name).toEqual({
      type: 'string',
      field_type: 'string',
      title: 'First Name',
      placeholder: 'Ann',
      maxLength: 40,
    });
    expect(schema.properties.current_medications).toMatchObject({ widget: 'textarea' });
    expect(schema.properties.smoker).toMatchObject({ enum: ['Yes', 'No'] });
    expect(schema.properties.weight).toMatchObject({ type: 'number', minimum: 0, maximum: 500.5 });
    expect(FormSchema.safeParse(schema).success).toBe(true);
  });

  it('keeps the placeholder only if non-empty and options only for select and radio', () => {
    const text = field('string', 'Name', { placeholder: '' });
    expect(text.property).not.toHaveProperty('placeholder');
    expect(field('checkbox', 'I agree').property).not.toHaveProperty('enum');
    expect(field('select', 'Colour', { options: 'Red, Blue' }).property.enum).toEqual(['Red', 'Blue']);
  });

  it('makes only schemas the server accepts, whatever the dialog holds (choice fields with options)', () => {
    fc.assert(
      fc.property(fc.array(dialogValues, { maxLength: 12 }), (dialogs) => {
        let fields: BuilderField[] = [];
        for (const values of dialogs) {
          const made = fieldFromDialog(values);
          if (
            (made.property.field_type === 'select' || made.property.field_type === 'radio') &&
            !made.property.enum?.length
          )
            continue; // the dialog asks for options before it saves a choice field
          fields = saveField(fields, made);
        }
        const result = FormSchema.safeParse(buildFormSchema(fields));
        expect(result.success ? [] : result.error.issues).toEqual([]);
      }),
    );
  });

  it('gives the same field back through the dialog', () => {
    fc.assert(
      fc.property(dialogValues, (values) => {
        const made = fieldFromDialog(values);
        expect(fieldFromDialog(dialogFromField(made))).toEqual(made);
      }),
    );
  });

  it('reads the builder fields back from a stored schema, in order', () => {
    const fields = [field('string', 'B'), field('boolean', 'A', { required: true })];
    expect(fieldsOfSchema(buildFormSchema(fields))).toEqual(fields);
  });
});

describe('builder edits (spec 4.7)', () => {
  const fields = [
    field('string', 'Name', { required: true }),
    field('email', 'Email'),
    field('phone', 'Phone'),
  ];

  it('editing replaces the old key with the new one, in place and in the required list', () => {
    const edited = saveField(fields, field('string', 'Full Name', { required: true }), 'name');
    const schema = buildFormSchema(edited);
    expect(schema.field_order).toEqual(['full_name', 'email', 'phone']);
    expect(schema.required).toEqual(['full_name']);
    expect(schema.properties).not.toHaveProperty('name');
  });

  it('deleting a field also removes it from the required list', () => {
    const schema = buildFormSchema(removeField(fields, 'name'));
    expect(schema.required).toEqual([]);
    expect(Object.keys(schema.properties)).toEqual(['email', 'phone']);
  });

  it('adding a field whose key exists replaces it, so keys stay unique', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('A', 'B', 'C', 'a', 'A ', 'b  c', 'B C'), { maxLength: 20 }),
        (titles) => {
          let list: BuilderField[] = [];
          for (const title of titles) list = saveField(list, field('string', title));
          const keys = list.map((item) => item.key);
          expect(new Set(keys).size).toBe(keys.length);
        },
      ),
    );
  });

  it('moves a field without losing or copying any', () => {
    fc.assert(
      fc.property(fc.nat(4), fc.nat(4), (from, to) => {
        const moved = moveField([...fields, field('date', 'Born'), field('number', 'Age')], from, to);
        expect(moved.map((item) => item.key).sort()).toEqual(['age', 'born', 'email', 'name', 'phone']);
        expect(moved[to]?.key).toBe(['name', 'email', 'phone', 'born', 'age'][from]);
      }),
    );
  });
});

describe('what the server refuses', () => {
  const valid = buildFormSchema([field('string', 'Name')]);

  it(`refuses more than ${FORM_LIMITS.fields} fields`, () => {
    const many = buildFormSchema(
      Array.from({ length: FORM_LIMITS.fields + 1 }, (_, i) => field('string', `F${i}`)),
    );
    expect(FormSchema.safeParse(many).success).toBe(false);
  });

  it('refuses a key that is not its title’s, unknown keywords and types, and keywords of another type', () => {
    const bad = [
      { ...valid, properties: { other: valid.properties.name } },
      { ...valid, properties: { name: { ...valid.properties.name, $ref: '#' } } },
      { ...valid, properties: { name: { ...valid.properties.name, field_type: 'file' } } },
      { ...valid, properties: { name: { ...valid.properties.name, minimum: 3 } } },
      { ...valid, properties: { name: { ...valid.properties.name, enum: ['a'] } } },
      { ...valid, properties: { name: { ...valid.properties.name, type: 'number' } } },
      { ...valid, properties: { name: { ...valid.properties.name, minLength: 5, maxLength: 2 } } },
      { ...valid, required: ['missing'] },
      { ...valid, field_order: ['name', 'name'] },
      { ...valid, additionalProperties: true },
      buildFormSchema([field('string', '__proto__')]),
    ];
    for (const schema of bad) expect(FormSchema.safeParse(schema).success).toBe(false);
  });

  it('takes a show-only-when rule on a yes/no or choice field’s answer only', () => {
    const smoker = field('boolean', 'Smoker');
    const packs = field('number', 'Packs', { showIf: { field: 'smoker', equals: true } });
    expect(FormSchema.safeParse(buildFormSchema([smoker, packs])).success).toBe(true);
    const wrong = field('number', 'Packs', { showIf: { field: 'smoker', equals: 'Yes' } });
    expect(FormSchema.safeParse(buildFormSchema([smoker, wrong])).success).toBe(false);
    const onText = field('number', 'Packs', { showIf: { field: 'name', equals: 'x' } });
    expect(FormSchema.safeParse(buildFormSchema([field('string', 'Name'), onText])).success).toBe(false);
    expect(buildFormSchema(removeField([smoker, packs], 'smoker')).properties.packs).not.toHaveProperty(
      'show_if',
    );
  });
});

describe('comparing two versions (issue 16)', () => {
  const name = field('string', 'Full Name', { required: true });
  const smoker = field('radio', 'Smoker');
  const weight = field('number', 'Weight');

  it('names the fields added, removed and changed, by title, and sees a new order', () => {
    const before = buildFormSchema([name, smoker, weight]);
    const after = buildFormSchema([{ ...weight, required: true }, name, field('textarea', 'Allergies')]);
    expect(schemaChanges(before, after)).toEqual({
      added: ['Allergies'],
      removed: ['Smoker'],
      changed: ['Weight'],
      reordered: true,
    });
  });

  it('finds a changed question, not only a changed title', () => {
    const before = buildFormSchema([smoker]);
    const after = buildFormSchema([
      { ...smoker, property: { ...smoker.property, enum: ['Yes', 'No', 'Former'] } },
    ]);
    expect(schemaChanges(before, after)).toEqual({
      added: [],
      removed: [],
      changed: ['Smoker'],
      reordered: false,
    });
  });

  it('finds nothing between a version and itself, whatever its fields', () => {
    fc.assert(
      fc.property(fc.array(dialogValues, { maxLength: 6 }), (values) => {
        const fields = values.reduce<BuilderField[]>(
          (all, value) => saveField(all, fieldFromDialog(value)),
          [],
        );
        const schema = buildFormSchema(fields);
        expect(schemaChanges(schema, schema)).toEqual({
          added: [],
          removed: [],
          changed: [],
          reordered: false,
        });
      }),
    );
  });
});
