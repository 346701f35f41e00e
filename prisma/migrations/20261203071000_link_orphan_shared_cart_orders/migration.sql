-- Shared carts bought before the server linked orders to them (issue 51): a buyer who finalized a
-- share, detoured through 'Adicionar endereço' and came back to a plain /checkout placed an ordinary
-- order, and the share stayed FINALIZED without an order — still offering 'Ir para o pagamento', and
-- open to be linked to an unrelated later order. Each such share is linked to the order that bought
-- it: the buyer's earliest order placed after the share was finalized, not linked to another share,
-- with at least one of the share's products (each order links one share). Lines of sub-orders not yet
-- delivered or cancelled get the professional's points (as placeOrder records them: the product's
-- professional points × the quantity, up to the agreed one); sub-orders already delivered are not
-- credited again here (an admin adjusts the balance if needed: docs/decisions.md).

CREATE TEMP TABLE "_orphan_share_orders" AS
WITH candidates AS (
  SELECT DISTINCT ON (s."id") s."id" AS share_id, o."id" AS order_id
  FROM "CartShare" s
  JOIN "Order" o ON o."userId" = s."toUserId" AND o."cartShareId" IS NULL AND o."createdAt" >= s."finalizedAt"
  WHERE s."status" = 'FINALIZED'
    AND s."finalizedAt" IS NOT NULL
    AND NOT EXISTS (SELECT 1 FROM "Order" x WHERE x."cartShareId" = s."id")
    AND EXISTS (
      SELECT 1 FROM "SubOrder" so
      JOIN "OrderItem" oi ON oi."subOrderId" = so."id"
      JOIN "CartItem" ci ON ci."cartId" = s."cartId" AND ci."productId" = oi."productId"
      WHERE so."orderId" = o."id")
  ORDER BY s."id", o."createdAt", o."id"
)
SELECT DISTINCT ON (order_id) share_id, order_id FROM candidates ORDER BY order_id, share_id;

UPDATE "Order" o SET "cartShareId" = l.share_id
FROM "_orphan_share_orders" l WHERE o."id" = l.order_id;

UPDATE "OrderItem" oi
SET "sharerPoints" = GREATEST(0, COALESCE(p."pointsProfessional", p."pointsConsumer", p."points", 0)) * LEAST(oi."quantity", ci."quantity")
FROM "_orphan_share_orders" l, "SubOrder" so, "CartShare" s, "CartItem" ci, "Product" p
WHERE so."orderId" = l.order_id AND oi."subOrderId" = so."id" AND s."id" = l.share_id
  AND ci."cartId" = s."cartId" AND ci."productId" = oi."productId" AND p."id" = oi."productId"
  AND so."status" NOT IN ('DELIVERED', 'CANCELLED');

DROP TABLE "_orphan_share_orders";
