-- CreateTable
CREATE TABLE "SearchSynonym" (
    "id" UUID NOT NULL,
    "terms" TEXT[],
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SearchSynonym_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SearchMiss" (
    "term" TEXT NOT NULL,
    "count" INTEGER NOT NULL DEFAULT 1,
    "lastAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "SearchMiss_pkey" PRIMARY KEY ("term")
);

-- CreateIndex
CREATE INDEX "SearchMiss_count_idx" ON "SearchMiss"("count" DESC);


-- Everyday words of the club's towns and segments (admins edit them at /admin/search).
INSERT INTO "SearchSynonym" ("id", "terms", "updatedAt") VALUES
  (gen_random_uuid(), ARRAY['refri', 'refrigerante'], CURRENT_TIMESTAMP),
  (gen_random_uuid(), ARRAY['vergalhao', 'ferro de construcao'], CURRENT_TIMESTAMP),
  (gen_random_uuid(), ARRAY['brita', 'pedra britada'], CURRENT_TIMESTAMP),
  (gen_random_uuid(), ARRAY['cano', 'tubo'], CURRENT_TIMESTAMP),
  (gen_random_uuid(), ARRAY['mandioca', 'aipim', 'macaxeira'], CURRENT_TIMESTAMP),
  (gen_random_uuid(), ARRAY['bolacha', 'biscoito'], CURRENT_TIMESTAMP),
  (gen_random_uuid(), ARRAY['pao frances', 'pao de sal', 'cacetinho'], CURRENT_TIMESTAMP),
  (gen_random_uuid(), ARRAY['abobora', 'jerimum'], CURRENT_TIMESTAMP),
  (gen_random_uuid(), ARRAY['remedio', 'medicamento'], CURRENT_TIMESTAMP),
  (gen_random_uuid(), ARRAY['geladeira', 'refrigerador'], CURRENT_TIMESTAMP);
