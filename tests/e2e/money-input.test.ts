// Money fields in the browser (issue 51): a lojista types 8990 into the product's price and the
// field shows R$ 89,90 as it goes (cents first); the saved price is 89.90, not 8.990,00. Backspace
// and paste behave the same way on the delivery fee. With SCREENSHOT_DIR set, the product form with
// the mask is saved at 412x915.
import fs from 'node:fs';
import path from 'node:path';
import { bootBrowser, describe, expect, test } from '../helpers/browser-fixtures.js';
import { expectClean, signInWithCookie } from '../helpers/browser.js';
import { createStore } from '../helpers/commerce.js';

describe('money fields (browser)', () => {
  test.beforeAll(bootBrowser);
  test('typing 8990 into the product price shows and saves R$ 89,90; backspace and paste on the delivery fee', async ({ server, openPage }) => {
    const store = await createStore(server.prisma, { name: 'Depósito Centavos' });
    const owner = await openPage({ viewport: { width: 412, height: 915 } });
    await signInWithCookie(owner, server.url, store.owner.token);
    const shop = owner.page;
    await shop.goto(`${server.url}/vendor/products/new`, { waitUntil: 'networkidle' });
    await shop.getByLabel(/^Nome/).fill('Cimento CP II 50kg');
    const price = shop.getByLabel('Preço normal');
    const shown: string[] = [];
    for (const key of '8990') {
      await price.press(key);
      shown.push(await price.inputValue());
    }
    expect(shown).toEqual(['R$ 0,08', 'R$ 0,89', 'R$ 8,99', 'R$ 89,90']);
    await shop.getByLabel(/^Estoque/).fill('12');
    if (process.env.SCREENSHOT_DIR) {
      fs.mkdirSync(process.env.SCREENSHOT_DIR, { recursive: true });
      await price.scrollIntoViewIfNeeded();
      await shop.screenshot({ path: path.join(process.env.SCREENSHOT_DIR, 'money-product-form-412.png') });
    }
    await shop.getByRole('button', { name: 'Salvar produto' }).click();
    await shop.waitForURL(`${server.url}/vendor/products`);
    const product = await server.prisma.product.findFirstOrThrow({ where: { storeId: store.id } });
    expect(product.price.toFixed(2)).toBe('89.90');
    const card = shop.getByTestId('vendor-product-card').filter({ hasText: 'Cimento CP II 50kg' });
    await expect.poll(() => card.textContent()).toContain('R$ 89,90');

    // Editing shows the saved amount; backspace drops the last digit.
    await shop.goto(`${server.url}/vendor/products/edit/${product.id}`, { waitUntil: 'networkidle' });
    await expect.poll(() => shop.getByLabel('Preço normal').inputValue()).toBe('R$ 89,90');

    // The delivery fee: backspace drops the last digit, a pasted '12,50' replaces the amount.
    await shop.goto(`${server.url}/vendor/delivery-settings`, { waitUntil: 'networkidle' });
    const fee = shop.getByRole('form', { name: 'Taxa e frete grátis' }).getByLabel('Taxa de entrega');
    await expect.poll(() => fee.inputValue()).toBe('R$ 5,00');
    await fee.focus();
    await fee.press('End');
    await fee.press('Backspace');
    expect(await fee.inputValue()).toBe('R$ 0,50');
    await fee.evaluate((input) => {
      const data = new DataTransfer();
      data.setData('text/plain', 'R$ 12,50');
      input.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect.poll(() => fee.inputValue()).toBe('R$ 12,50');
    await shop.getByRole('button', { name: 'Salvar taxas' }).click();
    await expect.poll(async () => (await server.prisma.store.findUniqueOrThrow({ where: { id: store.id } })).deliveryFee.toFixed(2)).toBe('12.50');
    expectClean(owner);
  });
});
