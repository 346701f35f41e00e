// Required fields are marked alike: every field declared required (Chakra's Field.Root or the kernel's
// FormField) shows the same mark, Field.RequiredIndicator, in its label (web/src/ui/FormField.tsx).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

function screens(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? screens(join(dir, e.name)) : e.name.endsWith('.tsx') && !e.name.includes('.test.') ? [join(dir, e.name)] : [],
  );
}

describe('required marks', () => {
  it('every required Field.Root shows Field.RequiredIndicator in its label', () => {
    const unmarked: string[] = [];
    for (const file of screens(join(__dirname, '..'))) {
      const source = readFileSync(file, 'utf8');
      for (const root of source.matchAll(/<Field\.Root[^>]*\brequired\b[^>]*>/g)) {
        const label = source.slice(root.index, source.indexOf('</Field.Label>', root.index));
        if (!label.includes('Field.RequiredIndicator')) unmarked.push(`${file.split('web/src/')[1]}: ${label.match(/<Field\.Label>([^<]*)/)?.[1]?.trim() ?? '?'}`);
      }
    }
    expect(unmarked).toEqual([]);
  });
});
