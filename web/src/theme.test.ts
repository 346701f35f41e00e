// The theme ships only the recipes of the Chakra components the app uses (web/src/theme.ts): a
// component whose recipe is missing renders unstyled, with no error. This reads which components
// web/src imports from '@chakra-ui/react', follows each one through Chakra's own sources to the
// recipes it asks for (a Checkbox also draws a Checkmark, an IconButton is a Button...), and
// checks that the theme has each of them, and nothing more.
import fs from 'node:fs';
import path from 'node:path';
import { recipes as chakraRecipes, slotRecipes as chakraSlotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it } from 'vitest';
import { appSystem, USED_RECIPES, USED_SLOT_RECIPES } from './theme';
import { luminance } from './native/statusBar';

// Vitest runs from the project's root (jsdom gives import.meta.url an http scheme).
const webSrc = path.resolve('web/src');
const chakraEsm = path.resolve('node_modules/@chakra-ui/react/dist/esm');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'gql' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The names web/src imports as values from '@chakra-ui/react'. */
function importedChakraNames(): Set<string> {
  const names = new Set<string>();
  for (const file of sourceFiles(webSrc)) {
    for (const [, list] of fs.readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of list.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** Where Chakra's index exports each name from (plain exports and `import * as X` namespaces). */
function chakraExportFiles(): Map<string, string> {
  const index = fs.readFileSync(path.join(chakraEsm, 'index.js'), 'utf8');
  const files = new Map<string, string>();
  for (const [, list, from] of index.matchAll(/export \{([^}]*)\} from '(\.[^']+)'/g)) {
    for (const part of list.split(',')) files.set(part.trim().split(/\s+as\s+/).pop()!, from);
  }
  const namespaces = new Map([...index.matchAll(/import \* as (\S+) from '(\.[^']+)'/g)].map(([, alias, from]) => [alias, from]));
  for (const [, alias, name] of index.matchAll(/export \{ (\S+) as (\w+) \}/g)) {
    if (namespaces.has(alias)) files.set(name, namespaces.get(alias)!);
  }
  return files;
}

/** The recipe keys a Chakra component file asks for, following its imports of other components. */
function recipeKeys(file: string, seen = new Set<string>()): Set<string> {
  const keys = new Set<string>();
  if (seen.has(file) || !file.startsWith(path.join(chakraEsm, 'components'))) return keys;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const [, key] of source.matchAll(/key: "(\w+)"/g)) keys.add(key);
  for (const [, from] of source.matchAll(/from '(\.[^']+)'/g)) {
    for (const key of recipeKeys(path.resolve(path.dirname(file), from), seen)) keys.add(key);
  }
  return keys;
}

describe('the Chakra recipes in the theme', () => {
  const exportFiles = chakraExportFiles();
  const imported = [...importedChakraNames()];
  const chakraKeys = new Set([...Object.keys(chakraRecipes), ...Object.keys(chakraSlotRecipes)]);
  const needed = new Set(
    imported.flatMap((name) => {
      const from = exportFiles.get(name);
      return from ? [...recipeKeys(path.join(chakraEsm, from))].filter((key) => chakraKeys.has(key)) : [];
    }),
  );
  const shipped = [...Object.keys(USED_RECIPES), ...Object.keys(USED_SLOT_RECIPES)];

  it('finds the components the app imports in Chakra', () => {
    expect(imported).toEqual(expect.arrayContaining(['Button', 'Dialog', 'Field', 'IconButton', 'Checkbox']));
    for (const name of ['Button', 'Dialog', 'IconButton', 'Checkbox', 'InputGroup']) expect(exportFiles.get(name), name).toBeDefined();
    expect([...recipeKeys(path.join(chakraEsm, exportFiles.get('Checkbox')!))]).toEqual(expect.arrayContaining(['checkbox', 'checkmark']));
  });

  it('has the recipe of every Chakra component the app uses, and no other', () => {
    expect([...needed].sort()).toEqual(shipped.sort());
  });

  it('keeps each recipe where Chakra puts it (plain or slot recipe)', () => {
    for (const key of Object.keys(USED_RECIPES)) expect(chakraRecipes, key).toHaveProperty(key);
    for (const key of Object.keys(USED_SLOT_RECIPES)) expect(chakraSlotRecipes, key).toHaveProperty(key);
  });
});

/** A colour token's final value, following references such as '{colors.green.700}'. */
function colorOf(name: string): string {
  const token = appSystem().tokens.getByName(`colors.${name}`);
  if (!token) throw new Error(`sem o token colors.${name}`);
  const reference = /^\{colors\.(.+)\}$/.exec(String(token.originalValue));
  return reference ? colorOf(reference[1]) : String(token.value);
}

/** WCAG 2 contrast ratio of two colours (#rrggbb, white or black). */
function contrast(a: string, b: string): number {
  const hex = (color: string) => ({ white: '#ffffff', black: '#000000' })[color.toLowerCase()] ?? color;
  const [light, dark] = [luminance(hex(a)), luminance(hex(b))].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

describe('theme colours', () => {
  // A solid badge or button is small text on the palette's solid colour: WCAG AA asks 4.5:1.
  it.each(['brand', 'gray', 'red', 'orange', 'yellow', 'green', 'blue', 'purple'])('%s.solid is readable under its contrast colour', (palette) => {
    expect(contrast(colorOf(`${palette}.solid`), colorOf(`${palette}.contrast`))).toBeGreaterThanOrEqual(4.5);
  });

  it('the muted text and the error text are readable on white', () => {
    expect(contrast(colorOf('fg.muted'), 'white')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(colorOf('fg.error'), 'white')).toBeGreaterThanOrEqual(4.5);
  });
});
