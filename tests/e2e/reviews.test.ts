// Product reviews in the browser (real API + built web app, Debian's Chromium): a buyer whose order
// of a product was delivered signs in through /login, finds it at /profile/reviews under
// 'Aguardando sua avaliação', follows 'Avaliar' to the product page, gives 4 stars with a comment
// and sees the toast, their review in the list, the new average/count and 'Você avaliou este
// produto'; back at /profile/reviews the product moved to 'Suas avaliações'. A signed-in user who
// never received the product gets a note instead of the form; a visitor gets 'Entre para avaliar'.
// No console errors, no request leaving the machine.
import type { Page } from 'playwright-core';
import { bootBrowser, describe, expect, test } from '../helpers/browser-fixtures.js';
import { appTookOver, expectClean, signInWithCookie } from '../helpers/browser.js';
import { signUpConsumer } from '../helpers/accounts.js';
import { createProductsIn, createStore, createUser, openSession, receiveProducts } from '../helpers/commerce.js';

const PRODUCT = 'Cimento CP II 50kg';
const COMMENT = 'Chegou bem embalado e no prazo. Rendeu mais do que eu esperava.';

/** A /profile/reviews section (a card with an h2), found by its title. */
const profileSection = (page: Page, title: string) => page.locator('section').filter({ has: page.getByRole('heading', { level: 2, name: title }) });

describe('product reviews (browser)', () => {
  test.beforeAll(bootBrowser);
  let productId: string;
  let productPath: string;

  test.beforeAll(async ({ server }) => {
    const store = await createStore(server.prisma, { name: 'Depósito Central' });
    await server.prisma.store.update({ where: { id: store.id }, data: { slug: 'deposito-central' } });
    [productId] = await createProductsIn(server.prisma, store.id, [{ name: PRODUCT, price: '39.90', unit: 'saco 50kg', stock: 40 }]);
    const row = await server.prisma.product.findUniqueOrThrow({ where: { id: productId }, select: { slug: true } });
    productPath = `/produto/deposito-central/${row.slug}`;
  });

  test('a buyer who received the product reviews it from /profile/reviews and sees it on the product page', async ({ server, openPage }) => {
    // A real account (so the buyer signs in through /login) whose order was delivered.
    const buyer = await signUpConsumer(server.url, { name: 'Joana Pereira' });
    const buyerId = (await server.prisma.user.findUniqueOrThrow({ where: { email: buyer.input.email }, select: { id: true } })).id;
    await receiveProducts(server, { id: buyerId, token: await openSession(server.prisma, buyerId) }, [productId]);

    const recorded = await openPage();
    const { page } = recorded;
    // 1. Sign in through /login, then the profile hub's 'Minhas avaliações'.
    await page.goto(`${server.url}/login`, { waitUntil: 'networkidle' });
    await appTookOver(page);
    await page.getByLabel(/^Email ou CPF/).fill(buyer.input.email);
    await page.getByLabel(/^Senha/).fill(buyer.input.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(`${server.url}/home`);
    await page.goto(`${server.url}/profile`, { waitUntil: 'networkidle' });
    await page.getByRole('main').getByRole('link', { name: /Minhas avaliações/ }).click();
    await page.waitForURL(`${server.url}/profile/reviews`);
    await page.getByRole('heading', { level: 1, name: 'Minhas avaliações' }).waitFor();

    // 2. The delivered product waits for a review; nothing written yet.
    const waiting = page.getByRole('list', { name: 'Aguardando sua avaliação' });
    await waiting.getByTestId('product-to-review').filter({ hasText: PRODUCT }).waitFor();
    await expect(waiting.getByTestId('product-to-review').count()).resolves.toBe(1);
    await profileSection(page, 'Suas avaliações').getByText('Você ainda não avaliou nenhum produto.').waitFor();

    // 3. 'Avaliar' opens the product page with the form.
    await waiting.getByRole('link', { name: `Avaliar: ${PRODUCT}` }).click();
    await page.waitForURL(`${server.url}${productPath}`);
    await page.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
    const reviews = page.getByRole('region', { name: 'Avaliações' });
    await reviews.getByText('Este produto ainda não tem avaliações.').waitFor();
    await expect(page.getByRole('link', { name: 'Sem avaliações' }).count()).resolves.toBe(1);
    const form = reviews.getByTestId('review-form');
    await form.getByRole('heading', { name: 'Avaliar produto' }).waitFor();

    // 4. Four stars, a comment, 'Enviar avaliação'.
    const stars = form.getByRole('radiogroup', { name: 'Sua nota' });
    await expect(stars.getByRole('radio').count()).resolves.toBe(5);
    await expect(stars.getByRole('radio', { name: '1 estrela', exact: true }).count()).resolves.toBe(1);
    // The radio inputs are visually hidden: a person clicks the star drawn in their label (the
    // inner locator of `has` is relative to the label, hence page.getByRole).
    const fourStars = stars.getByRole('radio', { name: '4 estrelas' });
    await stars.locator('label').filter({ has: page.getByRole('radio', { name: '4 estrelas' }) }).click();
    await expect(fourStars.isChecked()).resolves.toBe(true);
    await form.getByLabel('Comentário (opcional)').fill(COMMENT);
    await expect(form.getByText(`${COMMENT.length}/`).count()).resolves.toBe(1);
    await form.getByRole('button', { name: 'Enviar avaliação' }).click();
    await page.getByText('Avaliação enviada. Obrigado!').first().waitFor();

    // 5. The review in the list, the average and count, and the viewer's own review instead of the form.
    const item = reviews.getByRole('listitem').filter({ hasText: COMMENT });
    await item.waitFor();
    await expect(item.textContent()).resolves.toContain('Joana P.');
    await expect(item.getByText('Nota 4 de 5').count()).resolves.toBe(1);
    await expect(reviews.getByRole('listitem').count()).resolves.toBe(1);
    await reviews.getByText('Nota média 4,0 de 5, 1 avaliação').waitFor();
    await expect(page.getByRole('link', { name: '4,0 (1 avaliação)' }).count()).resolves.toBe(1);
    const own = reviews.getByTestId('viewer-review');
    await own.getByText('Você avaliou este produto').waitFor();
    await expect(own.getByText('Sua nota: 4 estrelas').count()).resolves.toBe(1);
    await expect(own.textContent()).resolves.toContain(COMMENT);
    await expect(reviews.getByTestId('review-form').count()).resolves.toBe(0);

    const saved = await server.prisma.review.findMany({ where: { productId }, select: { userId: true, rating: true, comment: true } });
    expect(saved).toEqual([{ userId: buyerId, rating: 4, comment: COMMENT }]);

    // 6. Back at /profile/reviews: nothing waits, the review is listed.
    await page.goBack();
    await page.waitForURL(`${server.url}/profile/reviews`);
    await profileSection(page, 'Aguardando sua avaliação').getByText('Nenhum produto aguardando avaliação.').waitFor();
    await expect(page.getByTestId('product-to-review').count()).resolves.toBe(0);
    const mine = page.getByRole('list', { name: 'Suas avaliações' }).getByTestId('my-review');
    await mine.filter({ hasText: PRODUCT }).waitFor();
    await expect(mine.count()).resolves.toBe(1);
    await expect(mine.textContent()).resolves.toContain(COMMENT);
    await expect(mine.getByText('Nota 4 de 5').count()).resolves.toBe(1);
    await expect(mine.getByRole('link', { name: PRODUCT }).getAttribute('href')).resolves.toBe(productPath);
    await page.waitForLoadState('networkidle');

    expectClean(recorded);
  });

  test('a signed-in user who never received the product gets a note, a visitor gets "Entre para avaliar"; neither sees the form', async ({ server, openPage }) => {
    const stranger = await createUser(server.prisma, { name: 'Carlos Souza' });
    const signedIn = await openPage();
    const visitor = await openPage();
    await signInWithCookie(signedIn, server.url, stranger.token);
    await signedIn.page.goto(`${server.url}${productPath}`, { waitUntil: 'networkidle' });
    const strangerReviews = signedIn.page.getByRole('region', { name: 'Avaliações' });
    await strangerReviews.getByText('Você poderá avaliar depois de receber este produto.').waitFor();
    await expect(strangerReviews.getByTestId('review-form').count()).resolves.toBe(0);
    await expect(strangerReviews.getByRole('radiogroup').count()).resolves.toBe(0);
    await expect(strangerReviews.getByRole('link', { name: 'Entre para avaliar' }).count()).resolves.toBe(0);

    const { page } = visitor;
    await page.goto(`${server.url}${productPath}`, { waitUntil: 'networkidle' });
    const reviews = page.getByRole('region', { name: 'Avaliações' });
    const signIn = reviews.getByRole('link', { name: 'Entre para avaliar' });
    await signIn.waitFor();
    await expect(reviews.getByTestId('review-form').count()).resolves.toBe(0);
    await expect(reviews.getByText('Você poderá avaliar depois de receber este produto.').count()).resolves.toBe(0);
    await signIn.click();
    await page.waitForURL(`${server.url}/login`);
    await page.waitForLoadState('networkidle');

    expectClean(signedIn);
    expectClean(visitor);
  });
});
