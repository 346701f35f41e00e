// The chat's outbox (issue 51): every message written goes through here. It is sent at once when
// there is a connection; without one it waits in its conversation ('Aguardando conexão') and goes out
// by itself when the connection comes back — one at a time per conversation, in the order written,
// each with its clientId, the server's idempotency key (api/chat/send-message.ts), so a send
// repeated after a lost answer returns the same message instead of a second one. A message the
// server refuses (too long, limits, type) leaves the queue with the reason; one that fails with the
// connection up is tried again after a pause, and a tap on 'Tentar de novo' tries at once.
// Kept for the app's lifetime in this tab (leaving the conversation does not lose it); a reload or
// another person signing in drops it (docs/decisions.md, "Mensagens escritas sem conexão").
import type { ApolloClient } from '@apollo/client';
import { CHAT_TEXTS } from '@common/chat';
import type { ChatMessageFieldsFragment } from '../gql/graphql';
import { notify } from '../notify';
import { actionFailureText } from '../offline/actions';
import { submitMutation } from '../ui/mutation';
import { SendMessageDocument } from './documents';

export type OutboxAttachment = { dataUrl: string; name: string; durationSeconds?: number | null; kind: 'IMAGE' | 'AUDIO' | 'OTHER' };

export interface OutboxItem {
  clientId: string;
  conversationId: string;
  text: string;
  attachment: OutboxAttachment | null;
  /** sending: on its way; waiting: no connection, goes out when it returns; failed: tried with the connection up. */
  state: 'sending' | 'waiting' | 'failed';
}

/** The pauses between automatic tries while the connection is up but sending fails. */
const RETRY_DELAYS_MS = [2000, 5000, 10_000, 30_000];

let items: OutboxItem[] = [];
const listeners = new Set<() => void>();
const sentListeners = new Set<(message: ChatMessageFieldsFragment, conversationId: string) => void>();
const draining = new Set<string>();
const retries = new Map<string, { attempt: number; timer: ReturnType<typeof setTimeout> | null }>();
let apollo: ApolloClient | null = null;
let lastViewer: string | null = null;

function changed(next: OutboxItem[]) {
  items = next;
  for (const listener of listeners) listener();
}

function update(clientId: string, patch: Partial<OutboxItem>) {
  changed(items.map((item) => (item.clientId === clientId ? { ...item, ...patch } : item)));
}

function remove(clientId: string) {
  changed(items.filter((item) => item.clientId !== clientId));
}

const offline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The queued messages (a new array on every change: usable with useSyncExternalStore). */
export function outboxItems(): OutboxItem[] {
  return items;
}

export function subscribeOutbox(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open thread hears here about each message the server took. */
export function onOutboxSent(listener: (message: ChatMessageFieldsFragment, conversationId: string) => void): () => void {
  sentListeners.add(listener);
  return () => sentListeners.delete(listener);
}

function scheduleRetry(conversationId: string) {
  const retry = retries.get(conversationId) ?? { attempt: 0, timer: null };
  if (retry.timer) return;
  const delay = RETRY_DELAYS_MS[Math.min(retry.attempt, RETRY_DELAYS_MS.length - 1)];
  retry.attempt += 1;
  retry.timer = setTimeout(() => {
    retry.timer = null;
    void drain(conversationId);
  }, delay);
  retries.set(conversationId, retry);
}

function clearRetry(conversationId: string) {
  const retry = retries.get(conversationId);
  if (retry?.timer) clearTimeout(retry.timer);
  retries.delete(conversationId);
}

/** Sends the conversation's queue, oldest first, one at a time; stops at the first that cannot go. */
async function drain(conversationId: string): Promise<void> {
  if (draining.has(conversationId) || !apollo) return;
  draining.add(conversationId);
  try {
    for (;;) {
      const item = items.find((i) => i.conversationId === conversationId);
      if (!item) {
        clearRetry(conversationId);
        return;
      }
      if (offline()) {
        // Nothing goes out now; the 'online' event starts again from this one.
        changed(items.map((i) => (i.conversationId === conversationId ? { ...i, state: 'waiting' } : i)));
        return;
      }
      update(item.clientId, { state: 'sending' });
      const client = apollo;
      // A refusal is toasted here with its reason; a request with no answer is this queue's to retry.
      const result = await submitMutation(
        async () => {
          const { data } = await client.mutate({
            mutation: SendMessageDocument,
            variables: {
              input: {
                conversationId,
                text: item.text,
                clientId: item.clientId,
                attachment: item.attachment ? { dataUrl: item.attachment.dataUrl, name: item.attachment.name, durationSeconds: item.attachment.durationSeconds ?? null } : null,
              },
            },
          });
          if (!data?.sendMessage) return null;
          // `message` is the ChatMessage here, not a text to toast.
          const { message: sent, ...answer } = data.sendMessage;
          return { ...answer, sent };
        },
        { failure: CHAT_TEXTS.sendError, titled: true, quiet: true, retried: true, handles: () => !items.some((i) => i.clientId === item.clientId) },
      );
      if (!items.some((i) => i.clientId === item.clientId)) continue; // forgotten meanwhile (sign-out)
      if (result.payload?.sent) {
        const sent = result.payload.sent;
        remove(item.clientId);
        clearRetry(conversationId);
        for (const listener of sentListeners) listener(sent, conversationId);
        continue;
      }
      if (result.error) {
        // A refusal will not change on a retry: it leaves the queue, saying why; the next one goes on.
        remove(item.clientId);
        continue;
      }
      // No answer: without a connection it waits for it; with one, it is tried again after a pause.
      if (offline()) {
        changed(items.map((i) => (i.conversationId === conversationId ? { ...i, state: 'waiting' } : i)));
        return;
      }
      const firstFailure = item.state !== 'failed' && !retries.get(conversationId)?.attempt;
      changed(items.map((i) => (i.conversationId === conversationId ? { ...i, state: i.clientId === item.clientId ? 'failed' : 'waiting' } : i)));
      if (firstFailure) notify.error(CHAT_TEXTS.sendError, actionFailureText('Vamos tentar de novo sozinhos; você também pode tocar em "Tentar de novo".'));
      scheduleRetry(conversationId);
      return;
    }
  } finally {
    draining.delete(conversationId);
  }
}

function drainAll() {
  for (const conversationId of new Set(items.map((i) => i.conversationId))) {
    clearRetry(conversationId);
    void drain(conversationId);
  }
}

if (typeof window !== 'undefined') window.addEventListener('online', drainAll);

/** Queues a message (after the conversation's earlier ones) and sends what can go now. */
export function queueMessage(client: ApolloClient, message: Omit<OutboxItem, 'state'>): void {
  apollo = client;
  changed([...items, { ...message, state: offline() ? 'waiting' : 'sending' }]);
  void drain(message.conversationId);
}

/** 'Tentar de novo': the conversation's queue is tried now. */
export function retryConversation(client: ApolloClient, conversationId: string): void {
  apollo = client;
  clearRetry(conversationId);
  void drain(conversationId);
}

/** Drops every queued message (sign-out, another person signing in). */
export function forgetChatOutbox(): void {
  for (const conversationId of retries.keys()) clearRetry(conversationId);
  if (items.length) changed([]);
}

/** Called with the signed-in user when known: another person than the last one drops the queue. */
export function rememberOutboxViewer(viewerId: string | null): void {
  if (!viewerId) return; // a visitor or a viewer not known offline: the sign-out itself forgets
  if (lastViewer && lastViewer !== viewerId) forgetChatOutbox();
  lastViewer = viewerId;
}
