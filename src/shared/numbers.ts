/**
 * The spec's number format (§9): two decimals, the integer part padded to two digits, grouped as the
 * language does ("05.00", "1,250.00", "1 250,00" in Russian). Used for every points figure.
 */
export function formatPoints(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumIntegerDigits: 2,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(value);
}

/** A signed change: "+20.00", "−60.00". */
export function formatPointsDelta(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    minimumIntegerDigits: 2,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'exceptZero',
  }).format(value);
}
