/** Display formats of spec §5: phone numbers, money and HTML-escaped text. */

const PHONE_DIGITS = 10;

/** The digits of a phone number, at most ten: whatever else was typed or pasted is dropped. */
export function phoneDigits(input: string | number | null | undefined): string {
  return String(input ?? '')
    .replace(/\D/g, '')
    .slice(0, PHONE_DIGITS);
}

/**
 * `(xxx) xxx-xxxx`, built up while typing: up to 3 digits as typed, then `(xxx) x`, then
 * `(xxx) xxx-x`. Only digits count, so formatting a formatted number changes nothing.
 */
export function formatPhone(input: string | number | null | undefined): string {
  const digits = phoneDigits(input);
  if (digits.length <= 3) return digits;
  const area = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}`;
  return digits.length <= 6 ? area : `${area}-${digits.slice(6)}`;
}

/** How many digits come before `position` in `text`: where the caret is, in digits. */
export function digitsBefore(text: string, position: number): number {
  return text.slice(0, position).replace(/\D/g, '').length;
}

/** The position just after the `count`-th digit of `formatted` (0: the start): the caret, put back. */
export function positionAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < formatted.length; index += 1) {
    if (/\d/.test(formatted[index] ?? '') && ++seen === count) return index + 1;
  }
  return formatted.length;
}

export interface MoneyOptions {
  symbol?: string;
  decimals?: number;
}

/**
 * `amount` (not negative) with `decimals` digits after the point and commas between
 * thousands, exactly as `Intl.NumberFormat('en-US')` writes it: rounded half away from zero
 * on the shortest decimal that reads back as the number. Written out because the first
 * NumberFormat of a page loads its locale data, a longer task on a phone than all the
 * page's prices (decision 0018).
 */
function groupedDecimal(amount: number, decimals: number): string {
  const [mantissa = '0', exponent = '0'] = amount.toExponential().split('e');
  let digits = mantissa.replace('.', '');
  // How many of the digits come before the point.
  let whole = Number(exponent) + 1;
  if (whole < 1) {
    digits = '0'.repeat(1 - whole) + digits;
    whole = 1;
  }
  digits = digits.padEnd(whole + decimals + 1, '0');
  const roundsUp = Number(digits[whole + decimals]) >= 5;
  const units = (BigInt(digits.slice(0, whole + decimals)) + (roundsUp ? 1n : 0n)).toString().padStart(decimals + 1, '0');
  const integer = units.slice(0, units.length - decimals).replace(/\B(?=(\d{3})+$)/g, ',');
  return decimals > 0 ? `${integer}.${units.slice(units.length - decimals)}` : integer;
}

/**
 * `$1,234.50`, `-$1,234.50`; '' for anything that is not a finite number or a numeric string.
 * Rounds half away from zero on the number as written (1.005 shows as $1.01).
 */
export function formatMoney(
  value: number | string | null | undefined,
  { symbol = '$', decimals = 2 }: MoneyOptions = {},
): string {
  // Number('') and Number(' ') are 0, not "no value".
  const amount = typeof value === 'string' && value.trim() === '' ? NaN : Number(value ?? NaN);
  if (!Number.isFinite(amount)) return '';
  const digits = groupedDecimal(Math.abs(amount), decimals);
  // An amount that rounds to zero gets no minus sign.
  const sign = amount < 0 && /[1-9]/.test(digits) ? '-' : '';
  return `${sign}${symbol}${digits}`;
}

/** Money held in cents, shown as dollars. */
export function formatCents(cents: number | null | undefined): string {
  return cents === null || cents === undefined ? '' : formatMoney(cents / 100);
}

const HTML_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
  '\\': '&#92;',
  '/': '&#47;',
  '=': '&#61;',
};

/** Escapes `& < > " ' \ / =` so text is safe inside HTML and attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"'\\/=]/g, (char) => HTML_ENTITIES[char] ?? char);
}

/**
 * A US-English date formatter made on its first use. A page's first `Intl.DateTimeFormat`
 * loads the locale's calendar data (about 100 ms on a laptop, several times that on a
 * phone), which a page that shows no date should not pay while its module loads.
 */
export function dateFormat(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let made: Intl.DateTimeFormat | null = null;
  return (date) => (made ??= new Intl.DateTimeFormat('en-US', options)).format(date);
}

const calendarDate = dateFormat({ dateStyle: 'long', timeZone: 'UTC' });
const shortCalendarDate = dateFormat({ dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) in `style`, the same in every time zone; '' for anything else. */
function calendarDay(isoDate: string, style: (date: Date) => string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return /^\d{4}-\d{2}-\d{2}$/.test(isoDate) && !Number.isNaN(date.getTime()) ? style(date) : '';
}

/** `2026-01-01` → `January 1, 2026`: a calendar date, the same in every time zone; '' for anything else. */
export const formatCalendarDate = (isoDate: string) => calendarDay(isoDate, calendarDate);

/** `2026-12-20` → `Dec 20, 2026`, like the dates of requests (`formatDateTime`); '' for anything else. */
export const formatShortCalendarDate = (isoDate: string) => calendarDay(isoDate, shortCalendarDate);
