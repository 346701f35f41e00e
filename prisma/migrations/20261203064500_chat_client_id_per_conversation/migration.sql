-- The chat's idempotency key (clientId) is unique per sender and conversation (issue 51): a retry of
-- a queued message returns the first one; the same key in another conversation is another message.
-- The old index was stricter (per sender), so existing rows already satisfy the new one.

-- DropIndex
DROP INDEX "ChatMessage_senderId_clientId_key";

-- CreateIndex
CREATE UNIQUE INDEX "ChatMessage_senderId_conversationId_clientId_key" ON "ChatMessage"("senderId", "conversationId", "clientId");
