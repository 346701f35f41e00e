// Throttling of failed sign-ins (guessing passwords): per identifier and per IP, over a sliding
// 15-minute window. Counted in Postgres so every API instance sees the same failures.
import type { Context } from '../schema/context.js';

export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_IDENTIFIER = 5;
// Higher per IP: a household or a shop shares one public IP.
export const MAX_FAILURES_PER_IP = 20;

export interface ThrottleState {
  identifierFailures: Date[];
  ipFailures: Date[];
}

/** Pure rule: blocked, and for how many whole minutes, given the failures inside the window. */
export function throttleDecision(state: ThrottleState, now: Date): { blocked: boolean; retryInMinutes: number } {
  const over = (failures: Date[], limit: number) =>
    failures.length >= limit ? failures.map((d) => d.getTime()).sort((a, b) => b - a)[limit - 1] : null;
  // The window frees up when the failure that reached the limit ages out of it.
  const blockingTimes = [over(state.identifierFailures, MAX_FAILURES_PER_IDENTIFIER), over(state.ipFailures, MAX_FAILURES_PER_IP)]
    .filter((t): t is number => t !== null);
  if (!blockingTimes.length) return { blocked: false, retryInMinutes: 0 };
  const freeAt = Math.max(...blockingTimes) + LOGIN_WINDOW_MS;
  return { blocked: true, retryInMinutes: Math.max(1, Math.ceil((freeAt - now.getTime()) / 60_000)) };
}

export function throttleMessage(minutes: number) {
  return `Muitas tentativas de login sem sucesso. Tente novamente em ${minutes} ${minutes === 1 ? 'minuto' : 'minutos'}.`;
}

export async function loadThrottleState(ctx: Context, identifier: string, now: Date): Promise<ThrottleState> {
  const since = new Date(now.getTime() - LOGIN_WINDOW_MS);
  const [byIdentifier, byIp] = await Promise.all([
    ctx.prisma.loginFailure.findMany({
      where: { identifier, createdAt: { gt: since } },
      select: { createdAt: true },
      orderBy: { createdAt: 'desc' },
      take: MAX_FAILURES_PER_IDENTIFIER,
    }),
    ctx.request.ip
      ? ctx.prisma.loginFailure.findMany({
          where: { ip: ctx.request.ip, createdAt: { gt: since } },
          select: { createdAt: true },
          orderBy: { createdAt: 'desc' },
          take: MAX_FAILURES_PER_IP,
        })
      : [],
  ]);
  return { identifierFailures: byIdentifier.map((f) => f.createdAt), ipFailures: byIp.map((f) => f.createdAt) };
}
