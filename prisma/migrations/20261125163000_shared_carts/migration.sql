-- CreateEnum
CREATE TYPE "CartShareStatus" AS ENUM ('SHARED', 'ACCEPTED', 'FINALIZED', 'EXPIRED', 'REVOKED');

-- AlterTable
ALTER TABLE "Cart" ADD COLUMN     "finalizedAt" TIMESTAMP(3),
ADD COLUMN     "finalizedById" UUID;

-- AlterTable
ALTER TABLE "Order" ADD COLUMN     "cartShareId" UUID;

-- AlterTable
ALTER TABLE "OrderItem" ADD COLUMN     "sharerPoints" INTEGER NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "CartShare" (
    "id" UUID NOT NULL,
    "cartId" UUID NOT NULL,
    "fromUserId" UUID NOT NULL,
    "toUserId" UUID NOT NULL,
    "token" TEXT NOT NULL,
    "expiresAt" TIMESTAMP(3) NOT NULL,
    "status" "CartShareStatus" NOT NULL DEFAULT 'SHARED',
    "acceptedAt" TIMESTAMP(3),
    "finalizedAt" TIMESTAMP(3),
    "revokedAt" TIMESTAMP(3),
    "expiryNoticeAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "CartShare_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "CartShare_cartId_key" ON "CartShare"("cartId");

-- CreateIndex
CREATE UNIQUE INDEX "CartShare_token_key" ON "CartShare"("token");

-- CreateIndex
CREATE INDEX "CartShare_fromUserId_createdAt_idx" ON "CartShare"("fromUserId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "CartShare_toUserId_createdAt_idx" ON "CartShare"("toUserId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "CartShare_status_expiresAt_idx" ON "CartShare"("status", "expiresAt");

-- CreateIndex
CREATE UNIQUE INDEX "Order_cartShareId_key" ON "Order"("cartShareId");

-- AddForeignKey
ALTER TABLE "Cart" ADD CONSTRAINT "Cart_finalizedById_fkey" FOREIGN KEY ("finalizedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartShare" ADD CONSTRAINT "CartShare_cartId_fkey" FOREIGN KEY ("cartId") REFERENCES "Cart"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartShare" ADD CONSTRAINT "CartShare_fromUserId_fkey" FOREIGN KEY ("fromUserId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "CartShare" ADD CONSTRAINT "CartShare_toUserId_fkey" FOREIGN KEY ("toUserId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Order" ADD CONSTRAINT "Order_cartShareId_fkey" FOREIGN KEY ("cartShareId") REFERENCES "CartShare"("id") ON DELETE SET NULL ON UPDATE CASCADE;

