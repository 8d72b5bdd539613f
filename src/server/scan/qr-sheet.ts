import QRCode from 'qrcode';
import { SHEET_PAGE_SIZE } from '../../shared/schemas/scan.ts';

/**
 * One printable A4 page of a batch (SVG, millimetres): 5 columns x 7 rows of QR codes, each with its
 * code printed under it for a buyer whose camera fails, and a footer naming batch, product and page.
 * The modules come from the `qrcode` package's encoder; this file only lays them out.
 */

const PAGE_W = 210;
const PAGE_H = 297;
const COLUMNS = 5;
const ROWS = SHEET_PAGE_SIZE / COLUMNS;
const MARGIN = 10;
const FOOTER = 8;
const CELL_W = (PAGE_W - 2 * MARGIN) / COLUMNS;
const CELL_H = (PAGE_H - 2 * MARGIN - FOOTER) / ROWS;
/** The symbol's side: the 8 mm left in a cell keeps well over the 4-module quiet zone around it. */
const QR_MM = 29;
const TEXT_MM = 2.3;

const escapeXml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** The dark modules as one path in module units: a rectangle per horizontal run. */
export function modulesPath(url: string): { d: string; size: number } {
  const { modules } = QRCode.create(url, { errorCorrectionLevel: 'M' });
  const { size, data } = modules;
  let d = '';
  for (let r = 0; r < size; r++) {
    let c = 0;
    while (c < size) {
      if (!data[r * size + c]) {
        c++;
        continue;
      }
      const start = c;
      while (c < size && data[r * size + c]) c++;
      d += `M${start} ${r}h${c - start}v1h${start - c}z`;
    }
  }
  return { d, size };
}

const mm = (n: number) => Number(n.toFixed(3));

export interface SheetInput {
  batchId: string;
  productName: string;
  page: number;
  pages: number;
  /** The footer line, in the admin's language. */
  footer: string;
  /** This page's codes with their URLs, in print order (at most SHEET_PAGE_SIZE). */
  codes: { code: string; url: string }[];
}

export function sheetSvg(input: SheetInput): string {
  const cells = input.codes.map(({ code, url }, i) => {
    const x = MARGIN + (i % COLUMNS) * CELL_W;
    const y = MARGIN + Math.floor(i / COLUMNS) * CELL_H;
    const { d, size } = modulesPath(url);
    const qrX = x + (CELL_W - QR_MM) / 2;
    return (
      `<path shape-rendering="crispEdges" transform="translate(${mm(qrX)} ${mm(y + 1)}) scale(${mm(QR_MM / size)})" d="${d}"/>` +
      `<text x="${mm(x + CELL_W / 2)}" y="${mm(y + 1 + QR_MM + 3.5)}">${escapeXml(code)}</text>`
    );
  });
  const { footer } = input;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PAGE_W}mm" height="${PAGE_H}mm" viewBox="0 0 ${PAGE_W} ${PAGE_H}">`,
    `<rect width="${PAGE_W}" height="${PAGE_H}" fill="#fff"/>`,
    `<g fill="#000" font-family="'DejaVu Sans Mono', Menlo, Consolas, monospace" font-size="${TEXT_MM}" text-anchor="middle">`,
    ...cells,
    `<text x="${PAGE_W / 2}" y="${PAGE_H - MARGIN}" font-family="sans-serif" font-size="3">${escapeXml(footer)}</text>`,
    '</g>',
    '</svg>',
  ].join('\n');
}
