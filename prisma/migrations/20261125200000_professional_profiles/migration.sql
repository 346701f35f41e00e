-- CreateTable
CREATE TABLE "ProfessionalProfile" (
    "userId" UUID NOT NULL,
    "trades" TEXT[],
    "towns" TEXT[],
    "bio" TEXT NOT NULL DEFAULT '',
    "whatsapp" TEXT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "ProfessionalProfile_pkey" PRIMARY KEY ("userId")
);

-- CreateIndex
CREATE INDEX "ProfessionalProfile_trades_idx" ON "ProfessionalProfile" USING GIN ("trades");

-- CreateIndex
CREATE INDEX "ProfessionalProfile_towns_idx" ON "ProfessionalProfile" USING GIN ("towns");

-- AddForeignKey
ALTER TABLE "ProfessionalProfile" ADD CONSTRAINT "ProfessionalProfile_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

