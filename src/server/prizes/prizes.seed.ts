import sharp from 'sharp';
import type { Localised } from '../db/schema.ts';
import type { Services } from '../services.ts';
import demoPrizes from './demo/demo-prizes.json' with { type: 'json' };

interface DemoPrize {
  slug: string;
  colors: [string, string];
  shape: 'pod' | 'ring' | 'case' | 'cap' | 'bolt' | 'star';
  points: number;
  stock: number;
  limitPerUser: number | null;
  name: Localised & { en_US: string };
  description: Localised & { en_US: string };
}

// The texts are content, not code (STYLE §14): a translator edits the JSON. Imported (not read from
// disk) so that the server build carries it into dist/.
const DEMO = demoPrizes as DemoPrize[];

const SHAPES: Record<DemoPrize['shape'], string> = {
  pod: '<rect x="250" y="120" width="140" height="400" rx="60" fill="#fff" opacity=".92"/><rect x="285" y="170" width="70" height="120" rx="24" fill="currentColor"/>',
  ring: '<circle cx="320" cy="320" r="170" fill="none" stroke="#fff" stroke-width="46" opacity=".92"/><rect x="290" y="440" width="60" height="120" rx="20" fill="#fff"/>',
  case: '<rect x="150" y="200" width="340" height="240" rx="60" fill="#fff" opacity=".92"/><rect x="150" y="300" width="340" height="16" fill="currentColor"/>',
  cap: '<path d="M150 380 Q160 180 320 180 Q480 180 490 380 Z" fill="#fff" opacity=".92"/><rect x="130" y="370" width="420" height="40" rx="20" fill="#fff"/>',
  bolt: '<path d="M350 110 L200 360 L310 360 L280 530 L440 270 L330 270 Z" fill="#fff" opacity=".92"/>',
  star: '<path d="M320 110 L375 255 L530 260 L410 355 L455 505 L320 420 L185 505 L230 355 L110 260 L265 255 Z" fill="#fff" opacity=".92"/>',
};

/** A square product picture drawn from SVG and encoded as WebP, so the demo needs no binary files. */
function picture(p: DemoPrize): Promise<Buffer> {
  const [from, to] = p.colors;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="640" color="${from}">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
    <rect width="640" height="640" fill="url(#g)"/>${SHAPES[p.shape]}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}

/** Demo prizes in four languages, written through the prizes service (the seed runner calls this). */
export async function seedPrizes(services: Pick<Services, 'prizes' | 'storage'>): Promise<number> {
  for (const p of DEMO) {
    const url = await services.storage.put(`prizes/demo-${p.slug}.webp`, await picture(p));
    await services.prizes.create(null, {
      name: p.name,
      description: p.description,
      points: p.points,
      stock: p.stock,
      images: [url],
      limitPerUser: p.limitPerUser,
      onSale: true,
    });
  }
  return DEMO.length;
}
