/** A tier's earning multiplier as the reader writes numbers: "1.25", "1,25" in Russian, "2". */
export const formatMultiplier = (value: number, locale: string): string =>
  new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(value);
