// Date rules shared by the API and the web app. The product lives at a fixed UTC−3 offset with no
// daylight saving, so instead of Intl time zones (whose data differs between
// Node, browsers and jsdom) we shift the instant by −3 h and read the UTC fields. Every result is
// therefore the same on any machine, whatever its own time zone.

/** Offset of the product's wall clock from UTC, in minutes (UTC−3, fixed). */
export const UTC_OFFSET_MINUTES = -180;
const OFFSET_MS = UTC_OFFSET_MINUTES * 60_000;

export type DateInput = Date | string | number;

export const MONTH_NAMES_PT = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
] as const;

export type MonthNamePt = (typeof MONTH_NAMES_PT)[number];

const DATE_ONLY_RE = /^\d{4}-\d{2}-\d{2}$/;
// An ISO date-time without 'Z' or a ±hh:mm offset.
const LOCAL_DATE_TIME_RE = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?$/;

/**
 * Turns the input into a Date. Strings without a zone ('2026-03-05', '2026-03-05T10:00') are read
 * as wall-clock time at UTC−3: JavaScript would otherwise read date-only strings as UTC midnight
 * (showing the previous day here) and date-times as the machine's local time.
 * Throws a RangeError for values that are not a valid date.
 */
export function toDate(input: DateInput): Date {
  let date: Date;
  if (input instanceof Date) {
    date = new Date(input.getTime());
  } else if (typeof input === 'number') {
    date = new Date(input);
  } else {
    const text = input.trim();
    if (DATE_ONLY_RE.test(text)) date = new Date(`${text}T00:00:00-03:00`);
    else if (LOCAL_DATE_TIME_RE.test(text)) date = new Date(`${text.replace(' ', 'T')}-03:00`);
    else date = new Date(text);
  }
  if (Number.isNaN(date.getTime())) throw new RangeError(`Data inválida: ${String(input)}`);
  return date;
}

/** The wall-clock fields at UTC−3 (month is 1–12). */
export function partsUtcMinus3(input: DateInput): {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
} {
  const shifted = new Date(toDate(input).getTime() + OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth() + 1,
    day: shifted.getUTCDate(),
    hour: shifted.getUTCHours(),
    minute: shifted.getUTCMinutes(),
  };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** 'dd/MM/yyyy' at UTC−3. */
export function formatDate(input: DateInput): string {
  const p = partsUtcMinus3(input);
  return `${pad(p.day)}/${pad(p.month)}/${pad(p.year, 4)}`;
}

/** 'HH:mm' (24 h) at UTC−3. */
export function formatTime(input: DateInput): string {
  const p = partsUtcMinus3(input);
  return `${pad(p.hour)}:${pad(p.minute)}`;
}

/** 'dd/MM/yyyy HH:mm' at UTC−3. */
export function formatDateTime(input: DateInput): string {
  return `${formatDate(input)} ${formatTime(input)}`;
}


/**
 * Portuguese month name at UTC−3 ('janeiro' … 'dezembro'); with `capitalize` the first letter is
 * upper-cased ('Março'), for titles such as the monthly-points card.
 */
export function monthNamePt(input: DateInput, options: { capitalize?: boolean } = {}): string {
  const name = MONTH_NAMES_PT[partsUtcMinus3(input).month - 1];
  return options.capitalize ? name.charAt(0).toUpperCase() + name.slice(1) : name;
}


/**
 * The UTC instant at which the month containing `input` (as seen at UTC−3) began, i.e. day 1 at
 * 00:00 UTC−3 = 03:00Z. Monthly points sum the entries in [startOfMonth, startOfNextMonth).
 */
export function startOfMonthUtcMinus3(input: DateInput): Date {
  const p = partsUtcMinus3(input);
  return new Date(Date.UTC(p.year, p.month - 1, 1) - OFFSET_MS);
}

/** The UTC instant at which the month after the one containing `input` (at UTC−3) begins. */
export function startOfNextMonthUtcMinus3(input: DateInput): Date {
  const p = partsUtcMinus3(input);
  // Date.UTC rolls month 12 over into January of the next year.
  return new Date(Date.UTC(p.year, p.month, 1) - OFFSET_MS);
}

/** An ISO instant as the value of <input type="datetime-local"> at UTC−3 ('2026-03-05T10:00'). */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const p = partsUtcMinus3(iso);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/** A datetime-local value (wall clock at UTC−3) as an ISO instant; '' → null; invalid → undefined. */
export function fromLocalInput(value: string): string | null | undefined {
  if (!value.trim()) return null;
  try {
    return toDate(value).toISOString();
  } catch {
    return undefined;
  }
}

/**
 * The days typed in date inputs ('YYYY-MM-DD') as instants at UTC−3, whatever the browser's zone:
 * from the start of the first day to the end of the last (the list filters of vendors and admins).
 * An empty or unreadable day leaves that end open.
 */
export function dayRange(fromDay: string, toDay: string): { from: string | null; to: string | null } {
  const start = (day: string) => {
    try {
      return day ? toDate(day) : null;
    } catch {
      return null;
    }
  };
  const from = start(fromDay);
  const last = start(toDay);
  return { from: from?.toISOString() ?? null, to: last ? new Date(last.getTime() + 86_400_000).toISOString() : null };
}
