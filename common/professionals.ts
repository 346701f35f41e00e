// The professional's space: who may switch profile type, what a public professional card holds, and
// every text. Shared by the API (which enforces it) and the web (which checks before sending).
// docs/decisions.md, "Espaço do profissional".
import { isPhoneNumber, onlyDigits } from './masks.js';
import { SPECIALTIES } from './signup.js';
import type { Role } from './roles.js';

export const PROFESSIONAL_LIMITS = { trades: 5, towns: 10, townLength: 60, bioLength: 500 } as const;

/** The trades a card may list: the signup's specialties. */
export const TRADES = SPECIALTIES;

/** The two ways of using the club a person may choose (stores and admins are given their role). */
export type ProfileChoice = 'CONSUMER' | 'PROFESSIONAL';

export const PROFILE_CHOICES: { value: ProfileChoice; label: string; gets: string[] }[] = [
  {
    value: 'CONSUMER',
    label: 'Consumidor',
    gets: ['Compre das lojas da sua cidade e pague na entrega', 'Ganhe pontos em cada compra e troque por recompensas', 'Receba carrinhos montados pelo seu profissional'],
  },
  {
    value: 'PROFESSIONAL',
    label: 'Profissional',
    gets: ['Monte carrinhos de material e envie aos seus clientes', 'Ganhe pontos quando seus clientes compram o que você indicou', 'Tenha um cartão público para ser encontrado por cidade e ofício'],
  },
];

export const PROFESSIONAL_MESSAGES = {
  choiceNotAllowed: 'Lojistas, vendedores e administradores não mudam o tipo de perfil por aqui',
  choiceSaved: 'Perfil atualizado',
  notProfessional: 'Escolha o perfil profissional antes de preencher o cartão',
  tradesRequired: 'Escolha pelo menos um ofício',
  tradesTooMany: `Escolha no máximo ${PROFESSIONAL_LIMITS.trades} ofícios`,
  tradeUnknown: 'Ofício inválido',
  townsRequired: 'Informe pelo menos uma cidade onde você atende',
  townsTooMany: `Informe no máximo ${PROFESSIONAL_LIMITS.towns} cidades`,
  townInvalid: `Cada cidade deve ter de 2 a ${PROFESSIONAL_LIMITS.townLength} caracteres`,
  bioTooLong: `A apresentação pode ter no máximo ${PROFESSIONAL_LIMITS.bioLength} caracteres`,
  whatsappInvalid: 'WhatsApp inválido: use DDD + número (10 ou 11 dígitos)',
  saved: 'Perfil profissional salvo',
} as const;

/** Only consumers and professionals pick between the two. */
export function mayChooseProfile(role: Role): boolean {
  return role === 'CONSUMER' || role === 'PROFESSIONAL';
}

export interface ProfessionalCardInput {
  trades: readonly string[];
  towns: readonly string[];
  bio?: string | null;
  whatsapp: string;
}

export interface ProfessionalCardValues {
  trades: string[];
  towns: string[];
  bio: string;
  whatsapp: string;
}

export type CardField = 'trades' | 'towns' | 'bio' | 'whatsapp';

/** 'belo  horizonte ' → 'Belo Horizonte' (keeps 'de', 'da', 'do' lower-case), so filters match. */
export function normalizeTown(text: string): string {
  return text
    .trim()
    .replace(/\s+/g, ' ')
    .toLocaleLowerCase('pt-BR')
    .split(' ')
    .map((word, i) => (i > 0 && /^(de|da|do|das|dos|e)$/.test(word) ? word : word.charAt(0).toLocaleUpperCase('pt-BR') + word.slice(1)))
    .join(' ');
}

/** The first problem of each field, or the cleaned values (towns de-duplicated, bio trimmed). */
export function checkProfessionalCard(input: ProfessionalCardInput): { ok: true; value: ProfessionalCardValues } | { ok: false; errors: Partial<Record<CardField, string>> } {
  const errors: Partial<Record<CardField, string>> = {};
  const trades = [...new Set(input.trades.map((t) => t.trim()).filter(Boolean))];
  if (trades.length === 0) errors.trades = PROFESSIONAL_MESSAGES.tradesRequired;
  else if (trades.length > PROFESSIONAL_LIMITS.trades) errors.trades = PROFESSIONAL_MESSAGES.tradesTooMany;
  else if (trades.some((t) => !(TRADES as readonly string[]).includes(t))) errors.trades = PROFESSIONAL_MESSAGES.tradeUnknown;

  const rawTowns = input.towns.map((t) => t.trim()).filter(Boolean);
  const towns = [...new Set(rawTowns.map(normalizeTown))];
  if (towns.length === 0) errors.towns = PROFESSIONAL_MESSAGES.townsRequired;
  else if (towns.length > PROFESSIONAL_LIMITS.towns) errors.towns = PROFESSIONAL_MESSAGES.townsTooMany;
  else if (towns.some((t) => t.length < 2 || t.length > PROFESSIONAL_LIMITS.townLength)) errors.towns = PROFESSIONAL_MESSAGES.townInvalid;

  const bio = (input.bio ?? '').trim();
  if (bio.length > PROFESSIONAL_LIMITS.bioLength) errors.bio = PROFESSIONAL_MESSAGES.bioTooLong;

  const whatsapp = onlyDigits(input.whatsapp);
  if (!isPhoneNumber(whatsapp)) errors.whatsapp = PROFESSIONAL_MESSAGES.whatsappInvalid;

  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, value: { trades, towns, bio, whatsapp } };
}

/** The towns field as typed: one per comma or line. */
export function splitTowns(text: string): string[] {
  return text
    .split(/[,\n]/)
    .map((t) => t.trim())
    .filter(Boolean);
}

/** A wa.me link with a greeting (Brazilian numbers get the 55 country code). */
/** /profissionais: what the page says it lists (the app's page and the server's first screen). */
export const PROFESSIONALS_DESCRIPTION = 'Pedreiros, eletricistas, pintores e outros profissionais que atendem na sua cidade.';

/** The message a visitor's WhatsApp opens with, from a professional's card. */
export const whatsappGreeting = (name: string) => `Olá, ${name}! Encontrei você no Clube Local.`;

export function whatsappLink(digits: string, text?: string): string {
  const number = digits.startsWith('55') && digits.length > 11 ? digits : `55${digits}`;
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** The public card's path (shared by the professional). */
export function professionalPath(id: string): string {
  return `/profissionais/${encodeURIComponent(id)}`;
}
