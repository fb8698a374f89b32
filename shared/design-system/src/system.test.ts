/// <reference types="node" />
import path from 'node:path';
import { scanSharedImports, workspaceSourceDirs } from '@clinio/build/shared-surfaces';
import { RECIPES, SLOT_RECIPES, system } from './system';

/**
 * Every Chakra component the workspace imports, with the recipe that styles it (ADR 021: the
 * system carries only these). Layout primitives and helpers have none. A name missing from both
 * lists fails the test: whoever adds a component decides here whether it needs a recipe.
 */
const RECIPE_OF: Record<string, { recipe?: string; slotRecipe?: string }> = {
  Accordion: { slotRecipe: 'accordion' },
  Badge: { recipe: 'badge' },
  Button: { recipe: 'button' },
  Card: { slotRecipe: 'card' },
  Checkbox: { slotRecipe: 'checkbox', recipe: 'checkmark' },
  CloseButton: { recipe: 'button' },
  Code: { recipe: 'code' },
  Collapsible: { slotRecipe: 'collapsible' },
  Container: { recipe: 'container' },
  DataList: { slotRecipe: 'dataList' },
  Dialog: { slotRecipe: 'dialog' },
  Drawer: { slotRecipe: 'drawer' },
  Field: { slotRecipe: 'field' },
  Fieldset: { slotRecipe: 'fieldset' },
  Heading: { recipe: 'heading' },
  Icon: { recipe: 'icon' },
  IconButton: { recipe: 'button' },
  Input: { recipe: 'input' },
  Link: { recipe: 'link' },
  List: { slotRecipe: 'list' },
  NativeSelect: { slotRecipe: 'nativeSelect' },
  Progress: { slotRecipe: 'progress' },
  Separator: { recipe: 'separator' },
  Spinner: { recipe: 'spinner' },
  Switch: { slotRecipe: 'switch' },
  Table: { slotRecipe: 'table' },
  Tabs: { slotRecipe: 'tabs' },
  Textarea: { recipe: 'textarea' },
  Toast: { slotRecipe: 'toast' },
  Toaster: { slotRecipe: 'toast' },
  Tooltip: { slotRecipe: 'tooltip' },
};

const WITHOUT_RECIPE = new Set([
  'Box',
  'Center',
  'ChakraProvider',
  'Circle',
  'Flex',
  'Float',
  'Grid',
  'GridItem',
  'HStack',
  'Image',
  'Portal',
  'SimpleGrid',
  'Span',
  'Stack',
  'Text',
  'VStack',
  'VisuallyHidden',
  'Wrap',
]);

const isHelper = (name: string) =>
  /^[a-z]/.test(name) || name.endsWith('Config') || name === 'ChakraProvider';

it('styles every Chakra component the workspace uses, and carries no recipe nobody uses', async () => {
  const root = path.resolve(__dirname, '..', '..', '..');
  const surfaces = await scanSharedImports(await workspaceSourceDirs(root));
  const chakra: Set<string> = surfaces['@chakra-ui/react'] ?? new Set<string>();
  const used = [...chakra].filter((name) => !isHelper(name)).sort();

  const unclassified = used.filter((name) => !(name in RECIPE_OF) && !WITHOUT_RECIPE.has(name));
  expect(unclassified).toEqual([]);

  const needed = used.flatMap((name) => {
    const entry = RECIPE_OF[name];
    return entry ? [entry] : [];
  });
  for (const { recipe, slotRecipe } of needed) {
    if (recipe) expect({ recipe, present: system.isRecipe(recipe) }).toEqual({ recipe, present: true });
    if (slotRecipe)
      expect({ slotRecipe, present: system.isSlotRecipe(slotRecipe) }).toEqual({ slotRecipe, present: true });
  }

  // And nothing beyond them: an unused recipe is weight in every first load.
  const neededRecipes = new Set(needed.flatMap(({ recipe }) => (recipe ? [recipe] : [])));
  const neededSlotRecipes = new Set(needed.flatMap(({ slotRecipe }) => (slotRecipe ? [slotRecipe] : [])));
  expect(Object.keys(RECIPES).filter((key) => !neededRecipes.has(key) && key !== 'icon')).toEqual([]);
  expect(Object.keys(SLOT_RECIPES).filter((key) => !neededSlotRecipes.has(key))).toEqual([]);
});
