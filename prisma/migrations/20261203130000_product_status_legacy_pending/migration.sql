-- ProductStatus.ACTIVE was the spec's 'ativo' of imported products: from before the approval queue,
-- still waiting for an admin (shown 'Pendente'). Its name said the opposite; the value is renamed
-- in place (rows and the column default follow, and it runs inside a transaction, unlike ADD VALUE).
ALTER TYPE "ProductStatus" RENAME VALUE 'ACTIVE' TO 'LEGACY_PENDING';
