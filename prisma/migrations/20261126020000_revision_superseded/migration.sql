-- AlterEnum: the type is recreated rather than extended with ADD VALUE, so the new value can be
-- used in the same transaction (a restore replays migrations and data in one: api/db/backup.ts).
-- The partial index on status = 'PENDING' depends on the type: dropped and made again.
DROP INDEX "ProductRevision_one_pending";
ALTER TYPE "ProductRevisionStatus" RENAME TO "ProductRevisionStatus_old";
CREATE TYPE "ProductRevisionStatus" AS ENUM ('PENDING', 'APPROVED', 'REJECTED', 'SUPERSEDED');
ALTER TABLE "ProductRevision" ALTER COLUMN "status" DROP DEFAULT;
ALTER TABLE "ProductRevision" ALTER COLUMN "status" TYPE "ProductRevisionStatus" USING ("status"::text::"ProductRevisionStatus");
ALTER TABLE "ProductRevision" ALTER COLUMN "status" SET DEFAULT 'PENDING';
DROP TYPE "ProductRevisionStatus_old";
CREATE UNIQUE INDEX "ProductRevision_one_pending" ON "ProductRevision" ("productId") WHERE "status" = 'PENDING';
