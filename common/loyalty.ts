// Loyalty-club rules shared by the API and the web app: the time windows
// of monthly and tier points, redemption status flow and badges, the points-per-purchase rule of
// in-store adjustments, reward field rules with the spec's messages, and privacy masks for the
// store's customer lookup. Pure functions only; the API's services and the screens both use them.
import { monthNamePt, startOfMonthUtcMinus3, startOfNextMonthUtcMinus3, type DateInput, toDate } from './dates';
import { fromCents, toCents, type MoneyInput } from './money';
import { isAcceptedImageValue } from './validation';
import { sanitizeText } from './sanitize';
import { onlyDigits } from './masks';
import { stateMachine } from './state-machine';

// --- points as text --------------------------------------------------------------------------

const POINTS_NUMBER = new Intl.NumberFormat('pt-BR');

/** '1.234 pontos' / '1 ponto' / '-1 ponto': the one way every screen writes an amount of points. */
export function pointsText(points: number): string {
  return `${POINTS_NUMBER.format(points)} ${Math.abs(points) === 1 ? 'ponto' : 'pontos'}`;
}

// --- point windows ------------------------------------------------------------------------------

/** Monthly points: entries dated in [start, end) — the calendar month of `now` at UTC−3. */
export function monthWindow(now: DateInput): { start: Date; end: Date; monthName: string } {
  return { start: startOfMonthUtcMinus3(now), end: startOfNextMonthUtcMinus3(now), monthName: monthNamePt(now) };
}

export const TIER_WINDOW_MONTHS = 12;

/** Tier points count the entries dated at or after this instant: the same instant 12 months earlier. */
export function tierWindowStart(now: DateInput): Date {
  const date = toDate(now);
  const start = new Date(date.getTime());
  start.setUTCMonth(start.getUTCMonth() - TIER_WINDOW_MONTHS);
  // 29 Feb → 1 Mar of a non-leap year would skip a day; keep the last day of the month instead.
  if (start.getUTCDate() !== date.getUTCDate()) start.setUTCDate(0);
  return start;
}

/**
 * Which ledger entries count as "points gained" (monthly points and tier points): positive entries
 * except refunds — a refund only returns points that were already counted when first earned.
 */
export function countsAsGained(entry: { points: number; kind: string }): boolean {
  return entry.points > 0 && entry.kind !== 'REFUNDED';
}

// --- redemptions --------------------------------------------------------------------------------

export type RedemptionStatusKey = 'PENDING' | 'APPROVED' | 'REFUSED' | 'DELIVERED';

/** pt-BR labels (spec: pendente, aprovado, recusado, entregue). */
export const REDEMPTION_STATUS_LABELS: Record<RedemptionStatusKey, string> = {
  PENDING: 'pendente',
  APPROVED: 'aprovado',
  REFUSED: 'recusado',
  DELIVERED: 'entregue',
};

/** Badge colours of the admin table: aprovado green, pendente yellow, recusado red, entregue blue. */
export const REDEMPTION_STATUS_COLORS: Record<RedemptionStatusKey, 'green' | 'yellow' | 'red' | 'blue'> = {
  PENDING: 'yellow',
  APPROVED: 'green',
  REFUSED: 'red',
  DELIVERED: 'blue',
};

export const REDEMPTION_MESSAGES = {
  requested: 'Resgate solicitado com sucesso',
  approved: 'Resgate aprovado com sucesso',
  refused: 'Resgate recusado; os pontos foram devolvidos ao cliente',
  delivered: 'Resgate marcado como entregue',
  notFound: 'Resgate não encontrado',
  rewardNotFound: 'Recompensa não encontrada',
  insufficientPoints: 'Pontos insuficientes para este resgate',
  outOfStock: 'Recompensa esgotada',
  unavailable: 'Recompensa indisponível',
  reasonRequired: 'Informe o motivo da recusa',
  reasonTooLong: 'Motivo muito longo (máximo 500 caracteres)',
  idempotencyKey: 'Chave de idempotência inválida',
  onlyPendingApproved: 'Só resgates pendentes podem ser aprovados',
  onlyPendingRefused: 'Só resgates pendentes podem ser recusados',
  onlyApprovedDelivered: 'Só resgates aprovados podem ser marcados como entregues',
  concurrent: 'O resgate foi alterado por outra pessoa; atualize a página e tente de novo',
} as const;

export type RedemptionAction = 'approve' | 'refuse' | 'deliver';

/** pendente → aprovado | recusado; aprovado → entregue (the admin's three buttons are the actions). */
export const REDEMPTION_STATUS = stateMachine<RedemptionStatusKey, RedemptionAction>({
  transitions: { PENDING: ['APPROVED', 'REFUSED'], APPROVED: ['DELIVERED'], REFUSED: [], DELIVERED: [] },
  actions: { approve: { to: 'APPROVED' }, refuse: { to: 'REFUSED' }, deliver: { to: 'DELIVERED' } },
  refusal: (_from, to) =>
    to === 'APPROVED' ? REDEMPTION_MESSAGES.onlyPendingApproved : to === 'REFUSED' ? REDEMPTION_MESSAGES.onlyPendingRefused : REDEMPTION_MESSAGES.onlyApprovedDelivered,
});

/** The status an admin's action leaves, or the pt-BR refusal. */
export function redemptionTransition(
  from: RedemptionStatusKey,
  action: RedemptionAction,
): { ok: true; to: RedemptionStatusKey } | { ok: false; message: string } {
  const move = REDEMPTION_STATUS.act(from, action);
  return move.ok ? move : { ok: false, message: move.refusal.message };
}

/** The actions an admin may take on a redemption in this status (buttons of the admin table). */
export function allowedRedemptionActions(status: RedemptionStatusKey): RedemptionAction[] {
  return REDEMPTION_STATUS.actionsFrom(status);
}

export const REFUSAL_REASON_MAX_LENGTH = 500;

// --- in-store purchases -------------------------------------------------------------------------

/** 1 point per whole R$ 1,00 of the purchase (rounded down): R$ 99,99 → 99 points. */
export const STORE_POINTS_PER_REAL = 1;
export const STORE_PURCHASE_MAX = '10000.00';
export const ADJUSTMENT_REASON_MAX_LENGTH = 500;

export const ADJUSTMENT_MESSAGES = {
  amountInvalid: 'Informe o valor da compra',
  amountPositive: 'O valor da compra deve ser maior que zero',
  amountTooHigh: 'O valor da compra não pode passar de R$ 10.000,00',
  noPoints: 'Compras abaixo de R$ 1,00 não geram pontos',
  reasonRequired: 'Informe o motivo do ajuste',
  reasonTooLong: 'Motivo muito longo (máximo 500 caracteres)',
  customerNotFound: 'Cliente não encontrado',
  queryTooShort: 'Informe o CPF, o e-mail completo ou o código de membro do cliente',
  notStoreOwner: 'Apenas lojas aprovadas podem ajustar pontos de clientes',
  storeRequired: 'Escolha a loja do ajuste',
  pointsInvalid: 'Os pontos devem ser um número inteiro diferente de zero',
  pointsTooLarge: 'O ajuste não pode passar de 1.000.000 de pontos',
  negativeBalance: 'Saldo de pontos não pode ficar negativo',
  selfAdjustment: 'Você não pode ajustar os seus próprios pontos',
  storeDone: 'Pontos creditados com sucesso',
  storeDebitDone: 'Pontos debitados com sucesso',
  debitPointsInvalid: 'Informe quantos pontos debitar (número inteiro maior que zero)',
  adminDone: 'Pontos ajustados com sucesso',
  idempotencyKey: 'Chave de idempotência inválida',
} as const;

export const ADMIN_ADJUSTMENT_MAX = 1_000_000;

/**
 * A store may take back only what it gave: the net of its own adjustments for this customer
 * (credits minus earlier debits). 0 → nothing to debit.
 */
export function storeDebitOverNet(net: number): string {
  return net <= 0
    ? 'Esta loja não creditou pontos para este cliente; não há o que debitar'
    : `A loja só pode debitar até ${net.toLocaleString('pt-BR')} ${net === 1 ? 'ponto' : 'pontos'} deste cliente (o que ela creditou)`;
}

/**
 * Validates a purchase value (a decimal string, '123.45') and returns the points it earns:
 * 1 point per whole real (floor), for purchases above R$ 0,00 up to R$ 10.000,00.
 */
export function pointsForPurchase(amount: MoneyInput): { ok: true; amount: string; points: number } | { ok: false; message: string } {
  let cents: bigint;
  try {
    cents = toCents(amount);
  } catch {
    return { ok: false, message: ADJUSTMENT_MESSAGES.amountInvalid };
  }
  if (cents <= 0n) return { ok: false, message: ADJUSTMENT_MESSAGES.amountPositive };
  if (cents > toCents(STORE_PURCHASE_MAX)) return { ok: false, message: ADJUSTMENT_MESSAGES.amountTooHigh };
  const points = Number(cents / 100n) * STORE_POINTS_PER_REAL;
  if (points < 1) return { ok: false, message: ADJUSTMENT_MESSAGES.noPoints };
  return { ok: true, amount: fromCents(cents), points };
}

// --- privacy masks ------------------------------------------------------------------------------

/** CPF with only the middle digits visible: '***.456.789-**'. */
export function maskCpfPrivate(cpf: string | null | undefined): string | null {
  const digits = onlyDigits(cpf);
  if (digits.length !== 11) return null;
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}

/** E-mail with the local part hidden but its first letter: 'm***@exemplo.com.br'. */
export function maskEmailPrivate(email: string | null | undefined): string | null {
  if (!email || !email.includes('@')) return null;
  const [local, domain] = [email.slice(0, email.lastIndexOf('@')), email.slice(email.lastIndexOf('@') + 1)];
  return `${local.charAt(0)}***@${domain}`;
}

/** First name and the initial of the last name: 'Maria da Silva' → 'Maria S.' */
export function shortName(name: string | null | undefined): string {
  const words = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return 'Cliente';
  if (words.length === 1) return words[0];
  return `${words[0]} ${words[words.length - 1].charAt(0).toUpperCase()}.`;
}

// --- rewards ------------------------------------------------------------------------------------

export const DEFAULT_REWARD_CATEGORIES = ['Resgate', 'Vale Presente', 'Produto', 'Serviço', 'Outro'] as const;
export const DEFAULT_REWARD_CATEGORY = 'Resgate';
export const DEFAULT_DELIVERY_TIME = '7-10 dias úteis';
export const REWARD_NAME_MAX_LENGTH = 120;
export const REWARD_CATEGORY_MAX_LENGTH = 60;
export const REWARD_DESCRIPTION_MAX_LENGTH = 1000;
export const REWARD_STOCK_MAX = 1_000_000;
export const REWARD_POINTS_MAX = 10_000_000;

export type RewardStatusKey = 'ACTIVE' | 'INACTIVE' | 'PENDING';

/** pt-BR labels (spec: ativo, inativo, pendente). */
export const REWARD_STATUS_LABELS: Record<RewardStatusKey, string> = { ACTIVE: 'ativo', INACTIVE: 'inativo', PENDING: 'pendente' };

/** The status as a badge reads it: 'Ativo', 'Inativo', 'Pendente'. */
export function rewardStatusLabel(status: RewardStatusKey): string {
  const label = REWARD_STATUS_LABELS[status];
  return label.charAt(0).toUpperCase() + label.slice(1);
}

/**
 * The one control that changes a reward's status in /admin/rewards: an active one is deactivated,
 * an inactive or pending one activated (setRewardStatus takes only ACTIVE and INACTIVE).
 */
export function rewardStatusAction(status: RewardStatusKey): { to: 'ACTIVE' | 'INACTIVE'; label: string } {
  return status === 'ACTIVE' ? { to: 'INACTIVE', label: 'Desativar' } : { to: 'ACTIVE', label: 'Ativar' };
}

/**
 * The default reward image: a gift drawn in SVG, as a data: URL, so it shows everywhere (web,
 * native, tests, a fresh install without the demo seed) without a file or a network request.
 * Rewards without an image store null; the API answers this URL.
 */
export const DEFAULT_REWARD_IMAGE =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300">' +
      '<rect width="400" height="300" fill="#1a202c"/>' +
      '<rect x="130" y="120" width="140" height="110" rx="8" fill="#FFD700"/>' +
      '<rect x="120" y="95" width="160" height="35" rx="6" fill="#f6c400"/>' +
      '<rect x="192" y="95" width="16" height="135" fill="#C53030"/>' +
      '<path d="M200 95c-20-40-60-30-45-5 8 12 45 5 45 5zm0 0c20-40 60-30 45-5-8 12-45 5-45 5z" fill="#C53030"/>' +
      '</svg>',
  );

export const REWARD_MESSAGES = {
  deniedCreate: 'Permissão negada: apenas administradores podem criar recompensas',
  deniedUpdate: 'Permissão negada: apenas administradores podem atualizar recompensas',
  deniedStatus: 'Permissão negada: apenas administradores podem alterar status',
  deniedDelete: 'Permissão negada: apenas administradores podem excluir recompensas',
  created: 'Recompensa criada com sucesso',
  updated: 'Recompensa atualizada com sucesso',
  activated: 'Recompensa ativada com sucesso',
  deactivated: 'Recompensa desativada com sucesso',
  deleted: 'Recompensa excluída com sucesso',
  createError: (msg: string) => `Erro ao criar recompensa: ${msg}`,
  updateError: (msg: string) => `Erro ao atualizar recompensa: ${msg}`,
  statusError: (msg: string) => `Erro ao alterar status da recompensa: ${msg}`,
  deleteError: (msg: string) => `Erro ao excluir recompensa: ${msg}`,
  createUnexpected: 'Erro inesperado ao criar recompensa',
  updateUnexpected: 'Erro inesperado ao atualizar recompensa',
  statusUnexpected: 'Erro inesperado ao alterar status da recompensa',
  deleteUnexpected: 'Erro inesperado ao excluir recompensa',
  // The '...' parts (field problems), in the style of the spec's validation messages.
  nameRequired: 'Nome é obrigatório',
  nameTooLong: `Nome muito longo (máximo ${REWARD_NAME_MAX_LENGTH} caracteres)`,
  descriptionTooLong: `Texto muito longo (máximo ${REWARD_DESCRIPTION_MAX_LENGTH} caracteres)`,
  pointsInvalid: 'Pontos devem ser um número inteiro maior que zero',
  stockInvalid: 'Estoque deve ser um número inteiro maior ou igual a zero',
  imageInvalid: 'Imagem inválida',
  categoryTooLong: `Categoria muito longa (máximo ${REWARD_CATEGORY_MAX_LENGTH} caracteres)`,
  deliveryTimeTooLong: 'Prazo de entrega muito longo (máximo 60 caracteres)',
  notFound: 'Recompensa não encontrada',
  statusInvalid: 'Status deve ser ativo ou inativo',
  openRedemptions: 'há resgates pendentes ou aprovados desta recompensa; desative-a em vez de excluir',
} as const;

export interface RewardFieldsInput {
  name?: string | null;
  description?: string | null;
  points?: number | null;
  imageUrl?: string | null;
  category?: string | null;
  stock?: number | null;
  deliveryTime?: string | null;
}

export interface RewardFieldsClean {
  name?: string;
  description?: string;
  points?: number;
  imageUrl?: string | null;
  category?: string;
  stock?: number;
  deliveryTime?: string;
}

/**
 * Checks and normalises reward fields. On create every field is considered (missing ones take the
 * defaults: category 'Resgate', delivery time '7-10 dias úteis', description = name, no image);
 * on update only the fields present (undefined = unchanged). Errors are the '...' parts of the
 * spec's 'Erro ao criar recompensa: ...', one per field.
 */
export function validateRewardFields(
  input: RewardFieldsInput,
  mode: 'create' | 'update',
): { ok: true; value: RewardFieldsClean } | { ok: false; errors: { field: string; message: string }[] } {
  const errors: { field: string; message: string }[] = [];
  const value: RewardFieldsClean = {};
  const has = (key: keyof RewardFieldsInput) => mode === 'create' || input[key] !== undefined;
  const clean = (text: string | null | undefined) => sanitizeText(text ?? '');

  if (has('name')) {
    const name = clean(input.name);
    if (!name) errors.push({ field: 'name', message: REWARD_MESSAGES.nameRequired });
    else if (name.length > REWARD_NAME_MAX_LENGTH) errors.push({ field: 'name', message: REWARD_MESSAGES.nameTooLong });
    else value.name = name;
  }
  if (has('description')) {
    const raw = input.description ?? '';
    if (raw.length > REWARD_DESCRIPTION_MAX_LENGTH) errors.push({ field: 'description', message: REWARD_MESSAGES.descriptionTooLong });
    else {
      const description = clean(raw);
      // descricao defaults to item.
      if (description || mode === 'create') value.description = description || value.name || '';
      else value.description = '';
    }
  }
  if (has('points')) {
    const points = input.points;
    if (typeof points !== 'number' || !Number.isInteger(points) || points <= 0 || points > REWARD_POINTS_MAX) {
      errors.push({ field: 'points', message: REWARD_MESSAGES.pointsInvalid });
    } else value.points = points;
  }
  if (has('stock')) {
    const stock = input.stock ?? 0;
    if (!Number.isInteger(stock) || stock < 0 || stock > REWARD_STOCK_MAX) errors.push({ field: 'stock', message: REWARD_MESSAGES.stockInvalid });
    else value.stock = stock;
  }
  if (has('imageUrl')) {
    const image = (input.imageUrl ?? '').trim();
    if (!image || image === DEFAULT_REWARD_IMAGE) value.imageUrl = null;
    else if (!isAcceptedImageValue(image)) errors.push({ field: 'imageUrl', message: REWARD_MESSAGES.imageInvalid });
    else value.imageUrl = image;
  }
  if (has('category')) {
    const category = clean(input.category);
    if (category.length > REWARD_CATEGORY_MAX_LENGTH) errors.push({ field: 'category', message: REWARD_MESSAGES.categoryTooLong });
    else value.category = category || DEFAULT_REWARD_CATEGORY;
  }
  if (has('deliveryTime')) {
    const deliveryTime = clean(input.deliveryTime);
    if (deliveryTime.length > 60) errors.push({ field: 'deliveryTime', message: REWARD_MESSAGES.deliveryTimeTooLong });
    else value.deliveryTime = deliveryTime || DEFAULT_DELIVERY_TIME;
  }
  return errors.length ? { ok: false, errors } : { ok: true, value };
}

/** The categories to offer: the distinct ones in use, or the defaults when there are none. */
export function rewardCategoriesOrDefault(categories: readonly (string | null | undefined)[]): string[] {
  const seen = new Set<string>();
  for (const c of categories) {
    const trimmed = c?.trim();
    if (trimmed) seen.add(trimmed);
  }
  return seen.size ? [...seen].sort((a, b) => a.localeCompare(b, 'pt-BR')) : [...DEFAULT_REWARD_CATEGORIES];
}
