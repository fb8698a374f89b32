import { keptAnswers, missingRequiredAnswers, unknownAnswerKeys, visibleFieldKeys } from './answers';
import { EMPTY_FIELD_DIALOG, buildFormSchema, fieldFromDialog } from './schema';

const schema = buildFormSchema([
  fieldFromDialog({ ...EMPTY_FIELD_DIALOG, type: 'boolean', title: 'Smoker', required: true }),
  fieldFromDialog({
    ...EMPTY_FIELD_DIALOG,
    type: 'number',
    title: 'Packs a day',
    required: true,
    showIf: { field: 'smoker', equals: true },
  }),
  fieldFromDialog({ ...EMPTY_FIELD_DIALOG, type: 'string', title: 'Name', required: true }),
]);

it('shows a conditional field only when its source has the value', () => {
  expect(visibleFieldKeys(schema, {})).toEqual(['smoker', 'name']);
  expect(visibleFieldKeys(schema, { smoker: true })).toEqual(['smoker', 'packs_a_day', 'name']);
});

it('asks for the visible required fields only; No is an answer, blank is not', () => {
  expect(missingRequiredAnswers(schema, { smoker: false, name: ' ' })).toEqual(['name']);
  expect(missingRequiredAnswers(schema, { smoker: true, name: 'Ann' })).toEqual(['packs_a_day']);
});

it('keeps only the answers of visible fields, and names unknown keys', () => {
  expect(keptAnswers(schema, { smoker: false, packs_a_day: 3, name: 'Ann' })).toEqual({
    smoker: false,
    name: 'Ann',
  });
  expect(unknownAnswerKeys(schema, { name: 'Ann', extra: 1 })).toEqual(['extra']);
});

it('follows a chain of conditions without recursion, and hides a chain that loops', () => {
  const chain = buildFormSchema(
    Array.from({ length: 200 }, (_, index) =>
      fieldFromDialog({
        ...EMPTY_FIELD_DIALOG,
        type: 'boolean',
        title: `Step ${String(index)}`,
        ...(index === 0 ? {} : { showIf: { field: `step_${String(index - 1)}`, equals: true } }),
      }),
    ),
  );
  const allYes = Object.fromEntries(Object.keys(chain.properties).map((key) => [key, true]));
  expect(visibleFieldKeys(chain, allYes)).toHaveLength(200);
  expect(visibleFieldKeys(chain, { ...allYes, step_100: false })).toHaveLength(101);
  const looped = {
    ...chain,
    properties: {
      ...chain.properties,
      step_0: { ...chain.properties.step_0!, show_if: { field: 'step_199', equals: true } },
    },
  };
  expect(visibleFieldKeys(looped, allYes)).toEqual([]);
});
