import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { recipes, slotRecipes, system } from './theme';

/**
 * The theme carries only the recipes of the Chakra components the app uses (theme.ts). A component
 * without its recipe renders unstyled without any error, so every Chakra import of the app is
 * checked here against the recipes it needs.
 */
const RECIPES_OF: Record<string, string[]> = {
  Alert: ['alert'],
  Avatar: ['avatar'],
  Badge: ['badge'],
  Button: ['button'],
  Card: ['card'],
  Checkbox: ['checkbox'],
  Collapsible: ['collapsible'],
  CloseButton: ['button'],
  Code: ['code'],
  Dialog: ['dialog'],
  Drawer: ['drawer'],
  Field: ['field'],
  Heading: ['heading'],
  Icon: ['icon'],
  IconButton: ['button'],
  Input: ['input'],
  InputAddon: ['inputAddon'],
  // InputGroup's start and end elements are unstyled boxes; its addons are InputAddon's.
  InputGroup: ['inputAddon'],
  Link: ['link'],
  List: ['list'],
  Menu: ['menu'],
  NativeSelect: ['nativeSelect'],
  Popover: ['popover'],
  Progress: ['progress'],
  RadioGroup: ['radioGroup'],
  Skeleton: ['skeleton'],
  Spinner: ['spinner'],
  Switch: ['switch'],
  Table: ['table'],
  Tabs: ['tabs'],
  Textarea: ['textarea'],
  Toast: ['toast'],
  Toaster: ['toast'],
};

/** Layout and helpers without a recipe of their own, and the system's own functions. */
const NO_RECIPE = new Set([
  'LinkBox',
  'LinkOverlay',
  'Box',
  'ButtonGroup',
  'Center',
  'ChakraProvider',
  'Circle',
  'Flex',
  'Grid',
  'GridItem',
  'Group',
  'HStack',
  // A plain img with base styles, no recipe.
  'Image',
  'Portal',
  'SimpleGrid',
  'Span',
  'Square',
  'Stack',
  'Text',
  'VStack',
  'VisuallyHidden',
  'chakra',
  'createSystem',
  'createToaster',
  'defaultBaseConfig',
  'defineConfig',
  'useDisclosure',
]);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The values (not types) each file imports from '@chakra-ui/react' (either quote). */
function chakraImports(): Map<string, string[]> {
  const used = new Map<string, string[]>();
  for (const file of sourceFiles(path.resolve(__dirname, '..'))) {
    const text = readFileSync(file, 'utf8');
    for (const match of text.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]@chakra-ui\/react['"]/g)) {
      if (match[1]) continue;
      for (const part of (match[2] ?? '').split(',')) {
        const spec = part.trim();
        if (!spec || spec.startsWith('type ')) continue;
        const name = spec.split(/\s+as\s+/)[0]!.trim();
        used.set(name, [...(used.get(name) ?? []), path.relative(path.resolve(__dirname, '..'), file)]);
      }
    }
  }
  return used;
}

describe('theme', () => {
  const used = chakraImports();

  it("finds the app's Chakra imports", () => {
    expect(used.get('Button')?.length).toBeGreaterThan(5);
    expect(used.has('Dialog')).toBe(true);
  });

  it('has the recipe of every Chakra component the app imports', () => {
    const problems: string[] = [];
    for (const [name, files] of used) {
      if (NO_RECIPE.has(name)) continue;
      const keys = RECIPES_OF[name];
      if (!keys) {
        problems.push(`${name} (${files[0]}): unknown here; add its recipe to theme.ts and to RECIPES_OF (or to NO_RECIPE)`);
        continue;
      }
      for (const key of keys) {
        if (!system.isRecipe(key) && !system.isSlotRecipe(key))
          problems.push(`${name} (${files[0]}): recipe "${key}" missing from theme.ts`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('carries no recipe the app does not use', () => {
    const needed = new Set([...used.keys()].flatMap((name) => RECIPES_OF[name] ?? []));
    const unused = [...Object.keys(recipes), ...Object.keys(slotRecipes)].filter((key) => !needed.has(key));
    expect(unused).toEqual([]);
  });

  it("keeps the default tokens and the app's own", () => {
    expect(system.token('colors.blue.600')).toBeTruthy();
    expect(system.token('spacing.4')).toBe('1rem');
    expect(system.token('fonts.body')).toContain('Inter Variable');
    expect(system.isRecipe('accordion') || system.isSlotRecipe('accordion')).toBe(false);
  });
});
