// The import boundaries of eslint.config.js bite: each forbidden import below is reported, and the
// allowed ones are not (docs/architecture.md, "A espinha").
// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restricted(filePath: string, source: string): Promise<boolean> {
  const [result] = await eslint.lintText(source, { filePath });
  return result.messages.some((m) => m.ruleId === 'no-restricted-imports');
}

describe('import boundaries', () => {
  it("lets a domain import another only through that domain's public files", async () => {
    expect(await restricted('api/orders/x.ts', "import { x } from '../cart/cart-view.js';")).toBe(true);
    expect(await restricted('api/orders/x.ts', "import { x } from '../cart/index.js';")).toBe(false);
    expect(await restricted('api/orders/x.ts', "import { x } from '../catalog/access.js';")).toBe(false);
  });

  it('keeps the kernel free of domains and the tiers apart', async () => {
    expect(await restricted('api/shared/x.ts', "import { x } from '../orders/schema.js';")).toBe(true);
    expect(await restricted('api/cart/x.ts', "import { x } from '../../web/src/notify';")).toBe(true);
    expect(await restricted('web/src/pages/x.tsx', "import { x } from '../../../api/server';")).toBe(true);
    expect(await restricted('common/x.ts', "import { x } from '../api/server';")).toBe(true);
  });

  it('keeps screens out of the app frame and the kit', async () => {
    expect(await restricted('web/src/components/X.tsx', "import { x } from '../pages/cart/CartPage';")).toBe(true);
    expect(await restricted('web/src/pages/cart/X.tsx', "import { x } from '../../ui/layout';")).toBe(false);
  });
});
