// Who is asking: resolved from the session cookie or an `Authorization: Bearer` token.
// (Sessions arrive with the accounts issue; until then every request is a visitor.)
import type http from 'node:http';
import type { Services, Viewer } from '../schema/context.js';

export async function resolveViewer(
  _services: Services,
  _req: http.IncomingMessage,
  _connectionParams?: Record<string, unknown>,
): Promise<Viewer | null> {
  return null;
}
