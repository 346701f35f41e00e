-- CreateIndex
CREATE INDEX "PointsEntry_storeId_createdAt_idx" ON "PointsEntry"("storeId", "createdAt" DESC);

-- CreateIndex
CREATE INDEX "PointsEntry_redemptionId_idx" ON "PointsEntry"("redemptionId");

-- CreateIndex
CREATE INDEX "Redemption_rewardId_status_idx" ON "Redemption"("rewardId", "status");

-- CreateIndex
CREATE INDEX "User_referredById_idx" ON "User"("referredById");

ALTER TABLE "Redemption" ADD CONSTRAINT "Redemption_points_positive" CHECK ("points" > 0);
ALTER TABLE "Coupon" ADD CONSTRAINT "Coupon_usedCount_nonnegative" CHECK ("usedCount" >= 0);
ALTER TABLE "OrderItem" ADD CONSTRAINT "OrderItem_quantity_positive" CHECK ("quantity" > 0);
