// The sign-up form's 'Termos de Uso' and 'Política de Privacidade' open real pages (common/legal.ts),
// and a cart without an address says its delivery fee is computed at checkout (api/cart/delivery.ts).
import { bootBrowser, describe, expect, test } from '../helpers/browser-fixtures.js';
import { ADD_TO_CART, createProductsIn, createStore, createUser, globalId } from '../helpers/commerce.js';
import { gql } from '../helpers/graphql.js';
import { clickCentered, expectClean, signInWithCookie } from '../helpers/browser.js';

const PHONE = { viewport: { width: 412, height: 915 }, isMobile: true, hasTouch: true };
const SHOTS = process.env.E2E_SHOTS_DIR;

describe('terms, privacy and the cart fee without an address (browser)', () => {
  test.beforeAll(bootBrowser);
  test('the sign-up links open the Termos de Uso and the Política de Privacidade', async ({ server, openPage }) => {
    const recorded = await openPage(PHONE);
    const { page } = recorded;
    await page.goto(`${server.url}/signup`, { waitUntil: 'networkidle' });
    await clickCentered(page.getByRole('link', { name: 'Termos de Uso' }).first());
    await page.getByRole('heading', { level: 2, name: '1. O que é o Clube Local' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/termos');
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/termos-412.png` });
    await clickCentered(page.getByRole('link', { name: 'Leia também: Política de Privacidade' }));
    await page.getByRole('heading', { level: 2, name: '4. Seus direitos (LGPD)' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacidade');
    expectClean(recorded);
  });

  test('a cart without an address says the fee is computed at checkout', async ({ server, consumer: user, openPage }) => {
    const store = await createStore(server.prisma, { deliveryFee: '5.00' });
    const [product] = await createProductsIn(server.prisma, store.id, [{ price: '79.90', stock: 50 }]);
    await gql(server.url, ADD_TO_CART, { input: { productId: globalId('Product', product), quantity: 2 } }, { token: user.token });
    const recorded = await openPage(PHONE);
    const { page } = recorded;
    await signInWithCookie(recorded, server.url, user.token);
    await page.goto(`${server.url}/cart`, { waitUntil: 'networkidle' });
    const summary = page.getByTestId('cart-summary');
    await summary.getByText('Calculada no checkout pelo endereço de entrega').waitFor();
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cart-no-address-412.png`, fullPage: true });
    expectClean(recorded);
  });
});
