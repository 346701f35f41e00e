-- CreateEnum
CREATE TYPE "ChatSenderType" AS ENUM ('USER', 'STORE', 'SUPPORT');

-- CreateEnum
CREATE TYPE "ChatAttachmentType" AS ENUM ('IMAGE', 'AUDIO', 'OTHER');

-- CreateTable
CREATE TABLE "Conversation" (
    "id" UUID NOT NULL,
    "userId" UUID NOT NULL,
    "storeId" UUID,
    "isSupport" BOOLEAN NOT NULL DEFAULT false,
    "unreadForUser" INTEGER NOT NULL DEFAULT 0,
    "unreadForStaff" INTEGER NOT NULL DEFAULT 0,
    "lastMessageAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Conversation_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "ChatMessage" (
    "id" UUID NOT NULL,
    "conversationId" UUID NOT NULL,
    "senderId" UUID NOT NULL,
    "senderType" "ChatSenderType" NOT NULL DEFAULT 'USER',
    "body" TEXT NOT NULL,
    "attachmentType" "ChatAttachmentType",
    "attachmentUrl" TEXT,
    "attachmentMetadata" JSONB,
    "audioDurationSeconds" DOUBLE PRECISION,
    "readAt" TIMESTAMP(3),
    "clientId" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "ChatMessage_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "Conversation_userId_updatedAt_idx" ON "Conversation"("userId", "updatedAt" DESC);

-- CreateIndex
CREATE INDEX "Conversation_storeId_updatedAt_idx" ON "Conversation"("storeId", "updatedAt" DESC);

-- CreateIndex
CREATE INDEX "Conversation_isSupport_updatedAt_idx" ON "Conversation"("isSupport", "updatedAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "Conversation_userId_storeId_key" ON "Conversation"("userId", "storeId");

-- CreateIndex
CREATE INDEX "ChatMessage_conversationId_createdAt_idx" ON "ChatMessage"("conversationId", "createdAt" DESC);

-- CreateIndex
CREATE UNIQUE INDEX "ChatMessage_senderId_clientId_key" ON "ChatMessage"("senderId", "clientId");

-- AddForeignKey
ALTER TABLE "Conversation" ADD CONSTRAINT "Conversation_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Conversation" ADD CONSTRAINT "Conversation_storeId_fkey" FOREIGN KEY ("storeId") REFERENCES "Store"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_conversationId_fkey" FOREIGN KEY ("conversationId") REFERENCES "Conversation"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "ChatMessage" ADD CONSTRAINT "ChatMessage_senderId_fkey" FOREIGN KEY ("senderId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- One support conversation per customer (storeId is null there, so the unique above does not cover it).
CREATE UNIQUE INDEX "Conversation_userId_support_key" ON "Conversation"("userId") WHERE "isSupport";
