// The audit log's 'antes → depois' as the admins read it (/admin/logs, docs/decisions.md "Logs"):
// each changed field under its pt-BR label, each value formatted by its kind (money 'R$ 89,90',
// dates 'dd/MM/yyyy HH:mm', booleans 'Sim'/'Não', statuses and roles in pt-BR). Pure: the API
// stores the snapshots as JSON (Decimals and Dates as strings), the page parses and formats them.
import { formatAddress } from './address.js';
import { formatDateTime } from './dates.js';
import { formatMoney, groupThousands } from './money.js';
import { REDEMPTION_STATUS_LABELS, REWARD_STATUS_LABELS } from './loyalty.js';
import { PRODUCT_STATUS_LABELS } from './product-form.js';
import { ROLE_LABELS } from './roles.js';
import { STORE_STATUS_LABELS } from './store-status.js';
import { WEEKDAYS } from './store-profile.js';

type Kind = 'text' | 'money' | 'date' | 'boolean' | 'status' | 'role' | 'count' | 'minutes' | 'list' | 'images' | 'image' | 'address' | 'hours' | 'enum';

interface FieldRule {
  label: string;
  kind: Kind;
  /** For kind 'enum': the pt-BR word of each value. */
  values?: Record<string, string>;
}

const field = (label: string, kind: Kind = 'text', values?: Record<string, string>): FieldRule => ({ label, kind, values });

/** Every field an audit snapshot carries (api/**: auditAction's before/after), with its label and kind. */
export const AUDIT_FIELDS: Record<string, FieldRule> = {
  // Products
  name: field('Nome'),
  description: field('Descrição'),
  price: field('Preço', 'money'),
  promoPrice: field('Preço promocional', 'money'),
  promoActive: field('Promoção ativa', 'boolean'),
  promoStartsAt: field('Início da promoção', 'date'),
  promoEndsAt: field('Fim da promoção', 'date'),
  images: field('Imagens', 'images'),
  unit: field('Unidade'),
  quantityControl: field('Controle de quantidade', 'enum', { UNIT: 'Por unidade', MULTIPLE: 'Por múltiplo' }),
  conversionValue: field('Múltiplo de venda', 'count'),
  stock: field('Estoque', 'count'),
  points: field('Pontos', 'count'),
  pointsConsumer: field('Pontos do consumidor', 'count'),
  pointsProfessional: field('Pontos do profissional', 'count'),
  category: field('Categoria'),
  status: field('Status', 'status'),
  statusReason: field('Motivo'),
  // Banners and segments
  title: field('Título'),
  subtitle: field('Subtítulo'),
  ctaText: field('Texto do botão'),
  ctaLink: field('Link do botão'),
  desktopImageUrl: field('Imagem do computador', 'image'),
  mobileImageUrl: field('Imagem do celular', 'image'),
  backgroundGradient: field('Fundo'),
  startsAt: field('Início', 'date'),
  endsAt: field('Fim', 'date'),
  imageUrl: field('Imagem', 'image'),
  // Delivery
  kind: field('Tipo', 'enum', { CITY: 'Cidade', POSTAL_PREFIX: 'Faixa de CEP' }),
  city: field('Cidade'),
  state: field('Estado'),
  postalPrefix: field('Início do CEP'),
  fee: field('Taxa de entrega', 'money'),
  minOrder: field('Pedido mínimo', 'money'),
  estimatedMinutes: field('Tempo estimado', 'minutes'),
  deliveryFee: field('Taxa de entrega', 'money'),
  freeDeliveryThreshold: field('Frete grátis a partir de', 'money'),
  active: field('Ativo', 'boolean'),
  position: field('Posição', 'count'),
  // Store profile and site settings
  phone: field('Telefone'),
  whatsapp: field('WhatsApp'),
  address: field('Endereço', 'address'),
  openingHours: field('Horário de funcionamento', 'hours'),
  logoUrl: field('Logo', 'image'),
  logoVariantUrl: field('Logo alternativo', 'image'),
  faviconUrl: field('Favicon', 'image'),
  siteName: field('Nome do site'),
  // Accounts, search, API keys, restrictions
  isAdmin: field('Administrador', 'boolean'),
  role: field('Papel', 'role'),
  blocked: field('Bloqueado', 'boolean'),
  blockedReason: field('Motivo do bloqueio'),
  terms: field('Termos', 'list'),
  scope: field('Escopo', 'enum', { CATALOG: 'Catálogo', STORE: 'Loja', ADMIN: 'Administrador' }),
};

/** Bookkeeping columns a whole-row snapshot carries: never a change a person made. */
const HIDDEN = new Set(['id', 'slug', 'searchText', 'createdAt', 'updatedAt', 'ratingCount', 'ratingAverage', 'storeId', 'ownerId', 'productId', 'zoneId', 'segmentId', 'cnpj']);

const STATUS_LABELS: Record<string, Record<string, string>> = {
  Store: STORE_STATUS_LABELS,
  Product: PRODUCT_STATUS_LABELS,
  Reward: Object.fromEntries(Object.entries(REWARD_STATUS_LABELS).map(([k, v]) => [k, capitalize(v)])),
  Redemption: Object.fromEntries(Object.entries(REDEMPTION_STATUS_LABELS).map(([k, v]) => [k, capitalize(v)])),
  Segment: { ACTIVE: 'Ativo', INACTIVE: 'Inativo' },
};

/** Any status word when the target is not known: the common ones in pt-BR. */
const ANY_STATUS: Record<string, string> = { ACTIVE: 'Ativo', INACTIVE: 'Inativo', PENDING: 'Pendente', APPROVED: 'Aprovado', REJECTED: 'Recusado', SUSPENDED: 'Suspenso', REFUSED: 'Recusado', DELIVERED: 'Entregue' };

function capitalize(text: string): string {
  return text.charAt(0).toLocaleUpperCase('pt-BR') + text.slice(1);
}

const EMPTY = '—';

function isDateText(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value) && !Number.isNaN(Date.parse(value));
}

function plain(value: unknown): string {
  if (value == null || value === '') return EMPTY;
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return Number.isInteger(value) ? groupThousands(String(Math.abs(value))).replace(/^/, value < 0 ? '-' : '') : String(value).replace('.', ',');
  if (isDateText(value)) return formatDateTime(value);
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.length === 0 ? EMPTY : value.map(plain).join(', ');
  return JSON.stringify(value);
}

function money(value: unknown): string {
  if (value == null || value === '') return EMPTY;
  try {
    return formatMoney(value as string | number);
  } catch {
    return plain(value);
  }
}

function address(value: unknown): string {
  if (value == null) return EMPTY;
  if (typeof value !== 'object' || Array.isArray(value)) return plain(value);
  const a = value as Record<string, unknown>;
  const text = (k: string) => (typeof a[k] === 'string' ? (a[k] as string) : '');
  return formatAddress({ street: text('street'), number: text('number'), complement: text('complement') || null, district: text('district'), city: text('city'), state: text('state'), postalCode: text('postalCode') });
}

function hours(value: unknown): string {
  if (!Array.isArray(value)) return plain(value);
  if (value.length === 0) return EMPTY;
  return value
    .map((h: { weekday?: number; opens?: string; closes?: string }) => `${WEEKDAYS[h.weekday ?? -1] ?? '?'} ${h.opens ?? ''}–${h.closes ?? ''}`)
    .join('; ');
}

/** One value as a person reads it: the field's kind decides (status words depend on what changed). */
export function formatAuditValue(name: string, value: unknown, targetType?: string | null): string {
  const rule = AUDIT_FIELDS[name];
  if (!rule) return plain(value);
  if (value == null || value === '') return EMPTY;
  switch (rule.kind) {
    case 'money':
      return money(value);
    case 'date':
      return isDateText(value) ? formatDateTime(value) : plain(value);
    case 'boolean':
      return typeof value === 'boolean' ? (value ? 'Sim' : 'Não') : plain(value);
    case 'status': {
      const word = String(value);
      return (targetType && STATUS_LABELS[targetType]?.[word]) ?? ANY_STATUS[word] ?? word;
    }
    case 'role':
      return ROLE_LABELS[value as keyof typeof ROLE_LABELS] ?? plain(value);
    case 'enum':
      return rule.values?.[String(value)] ?? plain(value);
    case 'count':
      return plain(value);
    case 'minutes':
      return typeof value === 'number' ? `${plain(value)} min` : plain(value);
    case 'list':
      return plain(value);
    case 'images':
      return Array.isArray(value) ? (value.length === 0 ? EMPTY : value.length === 1 ? '1 imagem' : `${value.length} imagens`) : plain(value);
    case 'image':
      return 'imagem enviada';
    case 'address':
      return address(value);
    case 'hours':
      return hours(value);
    default:
      return plain(value);
  }
}

/** A field's pt-BR label (an unknown field keeps its name). */
export function auditFieldLabel(name: string): string {
  return AUDIT_FIELDS[name]?.label ?? name;
}

export interface AuditChange {
  field: string;
  label: string;
  /** null when the entry has no 'before' (something created) or no 'after' (something deleted). */
  before: string | null;
  after: string | null;
  /** What the line says after the label: 'R$ 89,90 → R$ 92,50', 'Arroz' (created or deleted). */
  value: string;
  /** 'Preço: R$ 89,90 → R$ 92,50', 'Nome: Arroz'. */
  text: string;
}

type Snapshot = Record<string, unknown> | null | undefined;

function asSnapshot(value: unknown): Snapshot {
  if (typeof value === 'string') {
    try {
      return asSnapshot(JSON.parse(value));
    } catch {
      return null;
    }
  }
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
}

const ORDER = new Map(Object.keys(AUDIT_FIELDS).map((name, i) => [name, i]));
const fieldOrder = (name: string) => ORDER.get(name) ?? ORDER.size;

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * The changes of one audit entry, one line per field. With both snapshots: the fields of 'after'
 * whose value differs from 'before' (a whole-row 'before' has many fields the action did not
 * touch). With only one (created or deleted): its fields. Bookkeeping columns (ids, slugs,
 * timestamps) never show. Accepts the JSON text the API answers or the parsed objects.
 */
export function auditChanges(before: unknown, after: unknown, targetType?: string | null): AuditChange[] {
  const b = asSnapshot(before);
  const a = asSnapshot(after);
  if (!b && !a) return [];
  // jsonb keeps its own key order: the fields go in AUDIT_FIELDS' order, unknown ones last.
  const fields = (a ? Object.keys(a) : Object.keys(b!)).sort((x, y) => fieldOrder(x) - fieldOrder(y));
  const changes: AuditChange[] = [];
  for (const name of fields) {
    if (HIDDEN.has(name)) continue;
    const label = auditFieldLabel(name);
    if (a && b) {
      if (same(a[name], b[name])) continue;
      const from = formatAuditValue(name, b[name], targetType);
      const to = formatAuditValue(name, a[name], targetType);
      // Two different images read the same ('imagem enviada', '3 imagens'): say that it changed.
      const value = from === to ? `mudou (${to})` : `${from} → ${to}`;
      changes.push({ field: name, label, before: from, after: to, value, text: `${label}: ${value}` });
    } else {
      const value = (a ?? b)![name];
      if (value == null || value === '' || (Array.isArray(value) && value.length === 0)) continue;
      const shown = formatAuditValue(name, value, targetType);
      changes.push({ field: name, label, before: a ? null : shown, after: a ? shown : null, value: shown, text: `${label}: ${shown}` });
    }
  }
  return changes;
}
