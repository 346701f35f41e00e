/**
 * WebSocket close code the API sends when the socket's session ends (sign-out, sign-out
 * everywhere, password change or reset). In the private range 4000–4999 and outside the codes
 * graphql-ws clients treat as fatal, so the client reconnects, without that session.
 */
export const SESSION_ENDED_CLOSE_CODE = 4001;
