// Demo orders for `npm start`, so "Meus pedidos", the vendor's "Pedidos da loja" and the reviews
// ("Aguardando sua avaliação", 'Avaliar produto') have something to show. The demo consumer and the
// demo professional each get an address book and four orders: one delivered days ago (products of
// two stores, waiting for reviews), one on its way or being prepared, one pending and one cancelled.
// The demo vendor's store (Casa do Construtor Capelinha) is in most of them, in several states.
//
// Everything goes through the domain code a customer and a store would trigger — addresses, cart,
// checkout, status changes, cancellation — so stock, totals, delivery fees, the status timeline,
// the points credited once on delivery and the referral bonus (the professional is the consumer's
// invitee) hold as in real use. Afterwards each order is dated back (placed N days/hours before the
// seed), its timeline spaced like a real delivery and the points it earned dated with it.
import type { Prisma, PrismaClient } from '../generated/prisma/client.js';
import type { PaymentMethod, Role, SubOrderStatus } from '../generated/prisma/enums.js';
import type { Context, Viewer } from '../schema/context.js';
import type { UserErrorShape } from '../schema/user-error.js';
import { loadConfig } from '../config.js';
import { createAddress, type AddressInput } from '../places/addresses.js';
import { addToCart } from '../cart/add-to-cart.js';
import { placeOrder } from '../orders/place-order.js';
import { advanceSubOrder } from '../orders/advance-sub-order.js';
import { cancelSubOrder } from '../orders/cancel-sub-order.js';
import { STATUS_FLOW } from '../orders/status.js';
import { DEMO_CONSUMER_EMAIL, DEMO_PROFESSIONAL_EMAIL, DEMO_VENDOR_EMAIL } from './accounts.js';
import { SEED_STORES } from './catalog.js';
import { createServices } from '../services.js';

type Step = Exclude<SubOrderStatus, 'CANCELLED'>;

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const VENDOR_STORE = SEED_STORES.find((s) => s.ownerEmail === DEMO_VENDOR_EMAIL)!.name;
const DEPOSITO = 'Depósito Angelândia Materiais';
const PADARIA = 'Padaria Pão de Minas';
const SUPERMERCADO = 'Supermercado Bom Preço';
const FARMACIA = 'Farmácia Saúde do Vale';
const ELETRICA = 'Elétrica Luz & Força';

export interface DemoOrder {
  /** [store, product, quantity]: one sub-order per store, in this order. */
  items: [string, string, number][];
  /** The label of the shopper's address it is delivered to. */
  address: string;
  paymentMethod: PaymentMethod;
  changeFor?: string;
  /** How long before the seed it was placed. */
  placedAgo: number;
  /** How far every sub-order went along the flow (moved by its store). */
  reached: Step;
  /** Then cancelled, by the customer (only while pending) or by the store (reason required). */
  cancelled?: { by: 'CUSTOMER' | 'STORE'; reason: string };
}

export interface DemoShopper {
  email: string;
  /** The first one is the principal. */
  addresses: (AddressInput & { label: string })[];
  orders: DemoOrder[];
}

export const DEMO_SHOPPERS: DemoShopper[] = [
  {
    email: DEMO_CONSUMER_EMAIL,
    addresses: [{ label: 'Casa', street: 'Rua Padre Olímpio', number: '215', district: 'Centro', city: 'Angelândia', state: 'MG', postalCode: '39688-000' }],
    orders: [
      {
        items: [[VENDOR_STORE, 'Massa Corrida PVA 25kg', 2], [PADARIA, 'Pão de Queijo Mineiro', 1], [PADARIA, 'Bolo de Cenoura com Chocolate', 1]],
        address: 'Casa',
        paymentMethod: 'PIX',
        placedAgo: 5 * DAY,
        reached: 'DELIVERED',
      },
      {
        items: [[SUPERMERCADO, 'Arroz Branco Tipo 1 5kg', 1], [SUPERMERCADO, 'Feijão Carioca 1kg', 2], [SUPERMERCADO, 'Café Torrado e Moído 500g', 2]],
        address: 'Casa',
        paymentMethod: 'CASH',
        changeFor: '100.00',
        placedAgo: 3 * HOUR,
        reached: 'OUT_FOR_DELIVERY',
      },
      {
        items: [[VENDOR_STORE, 'Argamassa AC-I 20kg', 2], [FARMACIA, 'Protetor Solar FPS 50 200ml', 1]],
        address: 'Casa',
        paymentMethod: 'CARD',
        placedAgo: 25 * MINUTE,
        reached: 'PENDING',
      },
      {
        items: [[FARMACIA, 'Vitamina C 1g 10 comprimidos efervescentes', 2]],
        address: 'Casa',
        paymentMethod: 'PIX',
        placedAgo: 9 * DAY,
        reached: 'PENDING',
        cancelled: { by: 'CUSTOMER', reason: 'Comprei na farmácia do bairro' },
      },
    ],
  },
  {
    email: DEMO_PROFESSIONAL_EMAIL,
    addresses: [
      { label: 'Casa', street: 'Rua Sete de Setembro', number: '88', district: 'Bela Vista', city: 'Capelinha', state: 'MG', postalCode: '39680-000' },
      { label: 'Obra', street: 'Rua São Sebastião', number: '40', complement: 'Lote 7', district: 'Vila Nova', city: 'Angelândia', state: 'MG', postalCode: '39688-000' },
    ],
    orders: [
      {
        items: [[DEPOSITO, 'Cimento CP-II 50kg', 10], [DEPOSITO, 'Areia Média Lavada', 2], [VENDOR_STORE, 'Argamassa AC-III 20kg', 4]],
        address: 'Obra',
        paymentMethod: 'CASH',
        placedAgo: 6 * DAY,
        reached: 'DELIVERED',
      },
      {
        items: [[VENDOR_STORE, 'Cimento CP-V ARI 40kg', 5], [VENDOR_STORE, 'Cal Hidratada CH-III 20kg', 6]],
        address: 'Obra',
        paymentMethod: 'PIX',
        placedAgo: 4 * HOUR,
        reached: 'PREPARING',
      },
      {
        items: [[ELETRICA, 'Chuveiro Elétrico 7500W', 1], [ELETRICA, 'Disjuntor Bipolar 40A', 1], [DEPOSITO, 'Rejunte Flexível Cinza 1kg', 3]],
        address: 'Casa',
        paymentMethod: 'CARD',
        placedAgo: 40 * MINUTE,
        reached: 'PENDING',
      },
      {
        items: [[VENDOR_STORE, 'Brita 1', 3]],
        address: 'Obra',
        paymentMethod: 'PIX',
        placedAgo: 12 * DAY,
        reached: 'CONFIRMED',
        cancelled: { by: 'STORE', reason: 'Caminhão de entrega em manutenção; refaça o pedido na semana que vem' },
      },
    ],
  },
];

/**
 * The services the domain functions take. The seed runs before the server starts, so its events
 * (in-process pub/sub) have no subscriber, and nothing here sends e-mail.
 */
function seedContext(prisma: PrismaClient): Context {
  const config = loadConfig();
  return { ...createServices(prisma, { ...config, redisUrl: undefined, smtpUrl: undefined }), viewer: null, request: { ip: null, userAgent: null } };
}

const VIEWER_SELECT = { id: true, role: true, isAdmin: true } as const;

/** The user as the domain functions see a signed-in person (the seed has no session). */
const asViewer = (user: { id: string; role: Role; isAdmin: boolean }): Viewer => ({ ...user, sessionId: '' });

function check<T extends { userErrors: UserErrorShape[] }>(result: T, what: string): T {
  if (result.userErrors.length) throw new Error(`seed de pedidos: ${what}: ${result.userErrors.map((e) => e.message).join('; ')}`);
  return result;
}

async function placeDemoOrder(ctx: Context, buyer: Viewer, order: DemoOrder, addressId: string, idempotencyKey: string): Promise<string> {
  for (const [store, name, quantity] of order.items) {
    const product = await ctx.prisma.product.findFirstOrThrow({ where: { name, store: { name: store } }, select: { id: true } });
    check(await addToCart(ctx, buyer, { productId: product.id, quantity }), `${name} (${store})`);
  }
  const placed = check(
    await placeOrder(ctx, buyer, { addressId, paymentMethod: order.paymentMethod, changeFor: order.changeFor ?? null, idempotencyKey }),
    `pedido ${idempotencyKey}`,
  );
  return placed.orderId!;
}

/** Each store moves its sub-order step by step, then the customer or the store cancels it if planned. */
async function progressDemoOrder(ctx: Context, buyer: Viewer, orderId: string, order: DemoOrder): Promise<void> {
  const subOrders = await ctx.prisma.subOrder.findMany({
    where: { orderId },
    orderBy: { createdAt: 'asc' },
    select: { id: true, store: { select: { owner: { select: VIEWER_SELECT } } } },
  });
  for (const subOrder of subOrders) {
    const store = asViewer(subOrder.store.owner);
    for (const to of STATUS_FLOW.slice(1, STATUS_FLOW.indexOf(order.reached) + 1)) {
      check(await advanceSubOrder(ctx, store, { subOrderId: subOrder.id, to }), `${to} ${subOrder.id}`);
    }
    if (order.cancelled) {
      const actor = order.cancelled.by === 'STORE' ? store : buyer;
      check(await cancelSubOrder(ctx, actor, { subOrderId: subOrder.id, reason: order.cancelled.reason }), `cancelar ${subOrder.id}`);
    }
  }
}

/** How long after the order each step happens (a store that answers later adds a few minutes). */
const STEP_AFTER: Record<Step, number> = {
  PENDING: 0,
  CONFIRMED: 12 * MINUTE,
  PREPARING: 45 * MINUTE,
  OUT_FOR_DELIVERY: 2 * HOUR,
  DELIVERED: 3 * HOUR + 10 * MINUTE,
};
const CANCELLED_AFTER_PREVIOUS = 20 * MINUTE;
const LATER_STORE = 8 * MINUTE;

/**
 * Dates the order back to `placedAt`: the order and its sub-orders (keeping their 1 ms order), each
 * timeline step, the sub-order's last change, and the points its delivery credited.
 */
async function backdateOrder(prisma: PrismaClient, orderId: string, placedAt: Date): Promise<void> {
  const order = await prisma.order.findUniqueOrThrow({
    where: { id: orderId },
    select: { createdAt: true, subOrders: { orderBy: { createdAt: 'asc' }, select: { id: true, createdAt: true, events: { select: { id: true, status: true } } } } },
  });
  const shift = placedAt.getTime() - order.createdAt.getTime();
  const rank = (status: SubOrderStatus) => (status === 'CANCELLED' ? STATUS_FLOW.length : STATUS_FLOW.indexOf(status));
  const writes: Prisma.PrismaPromise<unknown>[] = [prisma.order.update({ where: { id: orderId }, data: { createdAt: placedAt } })];
  order.subOrders.forEach((subOrder, index) => {
    let last = placedAt.getTime();
    let deliveredAt: Date | null = null;
    for (const event of [...subOrder.events].sort((a, b) => rank(a.status) - rank(b.status))) {
      if (event.status === 'CANCELLED') last += CANCELLED_AFTER_PREVIOUS;
      else if (event.status !== 'PENDING') last = placedAt.getTime() + STEP_AFTER[event.status] + index * LATER_STORE;
      const at = new Date(last);
      if (event.status === 'DELIVERED') deliveredAt = at;
      writes.push(prisma.subOrderEvent.update({ where: { id: event.id }, data: { createdAt: at } }));
    }
    writes.push(prisma.subOrder.update({ where: { id: subOrder.id }, data: { createdAt: new Date(subOrder.createdAt.getTime() + shift), updatedAt: new Date(last) } }));
    if (deliveredAt) writes.push(prisma.pointsEntry.updateMany({ where: { subOrderId: subOrder.id }, data: { createdAt: deliveredAt } }));
  });
  await prisma.$transaction(writes);
}

export interface OrdersSeedResult {
  orders: number;
}

export async function seedOrders(prisma: PrismaClient, options: { now?: Date } = {}): Promise<OrdersSeedResult> {
  const now = options.now ?? new Date();
  const users = await prisma.user.findMany({ where: { email: { in: DEMO_SHOPPERS.map((s) => s.email) } }, select: { ...VIEWER_SELECT, email: true } });
  if (users.length === 0 || (await prisma.order.count({ where: { userId: { in: users.map((u) => u.id) } } })) > 0) return { orders: 0 };

  const ctx = seedContext(prisma);
  let orders = 0;
  try {
    for (const shopper of DEMO_SHOPPERS) {
      const user = users.find((u) => u.email === shopper.email);
      if (!user) continue;
      const buyer = asViewer(user);
      const addressIds = new Map<string, string>();
      for (const address of shopper.addresses) {
        addressIds.set(address.label, check(await createAddress(ctx, user.id, address), `endereço ${address.label}`).addressId!);
      }
      for (const [i, order] of shopper.orders.entries()) {
        const orderId = await placeDemoOrder(ctx, buyer, order, addressIds.get(order.address)!, `seed:pedido-${i + 1}`);
        await progressDemoOrder(ctx, buyer, orderId, order);
        await backdateOrder(prisma, orderId, new Date(now.getTime() - order.placedAgo));
        orders++;
      }
    }
  } finally {
    await ctx.pubsub.close();
  }
  return { orders };
}

/** Two public coupons for /meus-cupons and the checkout (one with a minimum order and an end). */
export async function seedCoupons(prisma: PrismaClient) {
  const in60Days = new Date(Date.now() + 60 * 86_400_000);
  await prisma.coupon.createMany({
    data: [
      { code: 'BEMVINDO10', kind: 'PERCENT', value: '10', description: 'Boas-vindas ao Clube Local', minOrder: '50', perUserLimit: 1, endsAt: in60Days },
      { code: 'OBRA20', kind: 'FIXED', value: '20', description: 'R$ 20 para a sua obra', minOrder: '200' },
    ],
    skipDuplicates: true,
  });
}
