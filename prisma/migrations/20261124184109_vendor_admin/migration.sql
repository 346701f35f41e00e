-- CreateEnum
CREATE TYPE "DeliveryZoneKind" AS ENUM ('CITY', 'POSTAL_PREFIX');

-- CreateEnum
CREATE TYPE "ProductRevisionStatus" AS ENUM ('PENDING', 'APPROVED', 'REJECTED');

-- AlterTable
ALTER TABLE "AuditLog" ADD COLUMN     "actorId" UUID,
ADD COLUMN     "after" JSONB,
ADD COLUMN     "before" JSONB,
ADD COLUMN     "reason" TEXT,
ADD COLUMN     "targetId" TEXT,
ADD COLUMN     "targetType" TEXT;

-- AlterTable
ALTER TABLE "Banner" ADD COLUMN     "endsAt" TIMESTAMP(3),
ADD COLUMN     "startsAt" TIMESTAMP(3);

-- AlterTable
ALTER TABLE "Product" ADD COLUMN     "category" TEXT,
ADD COLUMN     "statusReason" TEXT;

-- AlterTable
ALTER TABLE "Segment" ADD COLUMN     "position" INTEGER NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "SiteSettings" ADD COLUMN     "siteName" TEXT;

-- AlterTable
ALTER TABLE "Store" ADD COLUMN     "address" JSONB,
ADD COLUMN     "freeDeliveryThreshold" DECIMAL(12,2),
ADD COLUMN     "openingHours" JSONB,
ADD COLUMN     "statusReason" TEXT,
ADD COLUMN     "whatsapp" TEXT;

-- AlterTable
ALTER TABLE "SubOrder" ADD COLUMN     "deliveryZoneId" UUID,
ADD COLUMN     "estimatedMinutes" INTEGER;

-- AlterTable
ALTER TABLE "User" ADD COLUMN     "blockedAt" TIMESTAMP(3),
ADD COLUMN     "blockedReason" TEXT;

-- CreateTable
CREATE TABLE "DeliveryZone" (
    "id" UUID NOT NULL,
    "storeId" UUID NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "DeliveryZoneKind" NOT NULL,
    "city" TEXT,
    "state" CHAR(2),
    "postalPrefix" TEXT,
    "fee" DECIMAL(12,2) NOT NULL,
    "minOrder" DECIMAL(12,2),
    "estimatedMinutes" INTEGER NOT NULL,
    "active" BOOLEAN NOT NULL DEFAULT true,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "DeliveryZone_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductRestriction" (
    "id" UUID NOT NULL,
    "storeId" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "zoneId" UUID,
    "role" "Role",
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductRestriction_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ProductRevision" (
    "id" UUID NOT NULL,
    "productId" UUID NOT NULL,
    "storeId" UUID NOT NULL,
    "status" "ProductRevisionStatus" NOT NULL DEFAULT 'PENDING',
    "before" JSONB,
    "changes" JSONB NOT NULL,
    "reason" TEXT,
    "createdById" UUID,
    "decidedById" UUID,
    "decidedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ProductRevision_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "DeliveryZone_storeId_active_idx" ON "DeliveryZone"("storeId", "active");

-- CreateIndex
CREATE INDEX "ProductRestriction_productId_idx" ON "ProductRestriction"("productId");

-- CreateIndex
CREATE INDEX "ProductRestriction_storeId_idx" ON "ProductRestriction"("storeId");

-- CreateIndex
CREATE INDEX "ProductRevision_status_createdAt_idx" ON "ProductRevision"("status", "createdAt");

-- CreateIndex
CREATE INDEX "ProductRevision_productId_status_idx" ON "ProductRevision"("productId", "status");

-- CreateIndex
CREATE INDEX "ProductRevision_storeId_createdAt_idx" ON "ProductRevision"("storeId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "AuditLog_actorId_createdAt_idx" ON "AuditLog"("actorId", "createdAt");

-- CreateIndex
CREATE INDEX "AuditLog_targetType_targetId_idx" ON "AuditLog"("targetType", "targetId");

-- CreateIndex
CREATE INDEX "AuditLog_createdAt_idx" ON "AuditLog"("createdAt");

-- AddForeignKey
ALTER TABLE "SubOrder" ADD CONSTRAINT "SubOrder_deliveryZoneId_fkey" FOREIGN KEY ("deliveryZoneId") REFERENCES "DeliveryZone"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "DeliveryZone" ADD CONSTRAINT "DeliveryZone_storeId_fkey" FOREIGN KEY ("storeId") REFERENCES "Store"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductRestriction" ADD CONSTRAINT "ProductRestriction_storeId_fkey" FOREIGN KEY ("storeId") REFERENCES "Store"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductRestriction" ADD CONSTRAINT "ProductRestriction_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductRestriction" ADD CONSTRAINT "ProductRestriction_zoneId_fkey" FOREIGN KEY ("zoneId") REFERENCES "DeliveryZone"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductRevision" ADD CONSTRAINT "ProductRevision_productId_fkey" FOREIGN KEY ("productId") REFERENCES "Product"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ProductRevision" ADD CONSTRAINT "ProductRevision_storeId_fkey" FOREIGN KEY ("storeId") REFERENCES "Store"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Rules the database keeps even if a service forgets them (docs/decisions.md).
ALTER TABLE "DeliveryZone" ADD CONSTRAINT "DeliveryZone_fee_check" CHECK ("fee" >= 0 AND ("minOrder" IS NULL OR "minOrder" >= 0) AND "estimatedMinutes" > 0);
ALTER TABLE "DeliveryZone" ADD CONSTRAINT "DeliveryZone_kind_check" CHECK (
  ("kind" = 'CITY' AND "city" IS NOT NULL AND "state" IS NOT NULL AND "postalPrefix" IS NULL)
  OR ("kind" = 'POSTAL_PREFIX' AND "postalPrefix" ~ '^[0-9]{1,8}$' AND "city" IS NULL)
);
ALTER TABLE "ProductRestriction" ADD CONSTRAINT "ProductRestriction_target_check" CHECK ("zoneId" IS NOT NULL OR "role" IS NOT NULL);
-- One restriction per product, zone and role (partial indexes: NULLs would otherwise be distinct).
CREATE UNIQUE INDEX "ProductRestriction_zone_role_unique" ON "ProductRestriction" ("productId", "zoneId", "role") WHERE "zoneId" IS NOT NULL AND "role" IS NOT NULL;
CREATE UNIQUE INDEX "ProductRestriction_zone_unique" ON "ProductRestriction" ("productId", "zoneId") WHERE "role" IS NULL;
CREATE UNIQUE INDEX "ProductRestriction_role_unique" ON "ProductRestriction" ("productId", "role") WHERE "zoneId" IS NULL;
ALTER TABLE "Store" ADD CONSTRAINT "Store_freeDeliveryThreshold_check" CHECK ("freeDeliveryThreshold" IS NULL OR "freeDeliveryThreshold" >= 0);
-- At most one open revision per product: a second change while one waits updates that one.
CREATE UNIQUE INDEX "ProductRevision_one_pending" ON "ProductRevision" ("productId") WHERE "status" = 'PENDING';
