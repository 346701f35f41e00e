// Ending a session also ends its open WebSocket: subscriptions started before a sign-out (here or
// on another device, a password change or reset) must stop receiving the user's events. Every
// revocation is published (Redis when configured, so every API instance hears it) and each
// instance closes the sockets it holds for those sessions. The client may reconnect; it does so
// without the revoked session, as a visitor.
import type { WebSocket } from 'ws';
import type { AppPubSub } from '../shared/pubsub.js';
import type { Viewer } from '../schema/context.js';
import { SESSION_ENDED_CLOSE_CODE } from '../../common/realtime.js';
import { topics } from '../shared/topics.js';
import type { SessionsRevoked } from '../shared/event-payloads.js';

/** Which sessions ended: one (`sessionId`) or all of the user's but `exceptSessionId`. */
export type { SessionsRevoked };

export const SESSION_ENDED_CLOSE = { code: SESSION_ENDED_CLOSE_CODE, reason: 'Sessão encerrada' } as const;

export function publishSessionsRevoked(pubsub: AppPubSub, event: SessionsRevoked): Promise<void> {
  return pubsub.publish(topics.sessionsRevoked, event);
}

export function isRevokedBy(event: SessionsRevoked, session: { userId: string; sessionId: string }): boolean {
  if (event.userId !== session.userId) return false;
  if (event.sessionId) return event.sessionId === session.sessionId;
  return event.exceptSessionId !== session.sessionId;
}

/** Tracks this instance's signed-in sockets and closes those whose session is revoked. */
export async function sessionSocketCloser(pubsub: AppPubSub) {
  const open = new Map<WebSocket, { userId: string; sessionId: string }>();
  // Not awaited: with Redis down the subscription completes when Redis is back, and the server
  // must start meanwhile.
  const subscribed = pubsub.engine.subscribe(topics.sessionsRevoked, (event: SessionsRevoked) => {
    for (const [socket, session] of open) {
      if (isRevokedBy(event, session)) socket.close(SESSION_ENDED_CLOSE.code, SESSION_ENDED_CLOSE.reason);
    }
  }, {});
  return {
    track(socket: WebSocket, viewer: Viewer | null) {
      if (viewer) open.set(socket, { userId: viewer.id, sessionId: viewer.sessionId });
    },
    forget(socket: WebSocket) {
      open.delete(socket);
    },
    dispose() {
      void subscribed.then((id) => pubsub.engine.unsubscribe(id)).catch(() => undefined);
    },
  };
}
