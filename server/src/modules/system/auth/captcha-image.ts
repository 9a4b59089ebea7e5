import { randomInt } from 'node:crypto';
import { GLYPHS } from './captcha-glyphs.js';

const WIDTH = 110;
const HEIGHT = 40;
// Middle of a glyph's grid across (captcha-glyphs.ts): the point it is turned and slanted about, with its own middle height.
const GLYPH_CENTRE_X = 4;
const MAX_HEIGHT = 30;

type Point = { x: number; y: number };

const between = (low: number, high: number): number => low + (randomInt(0, 1_000_001) / 1_000_000) * (high - low);
const colour = (): string => `hsl(${randomInt(0, 360)},${randomInt(45, 75)}%,${randomInt(22, 42)}%)`;
const at = (p: Point): string => `${p.x.toFixed(1)} ${p.y.toFixed(1)}`;

// Widths overlap between characters and noise, so no width tells one from the other.
function stroke(d: string, ink: string, width: number): string {
  return `<path d="${d}" fill="none" stroke="${ink}" stroke-width="${width.toFixed(2)}" stroke-linecap="round" stroke-linejoin="round"/>`;
}

/** One character's strokes, turned, slanted, scaled and centred on `centre`, every point moved a little: coordinates only. */
function glyphStrokes(ch: string, centre: Point): string[] {
  const strokes = GLYPHS[ch];
  if (!strokes) throw new Error(`验证码字符没有字形：${ch}`);
  const grid = strokes.map((s) =>
    s.split(' ').map((pair) => {
      const [x = 0, y = 0] = pair.split(',').map(Number);
      return { x, y };
    }),
  );
  const ys = grid.flat().map((p) => p.y);
  const [top, bottom] = [Math.min(...ys), Math.max(...ys)];
  // A short letter is drawn larger than a tall one, both at most MAX_HEIGHT px high and centred: no baseline to read.
  const scale = Math.min(between(2.3, 2.6), MAX_HEIGHT / (bottom - top));
  const [turn, slant, stretch] = [between(-0.35, 0.35), between(-0.3, 0.3), between(0.9, 1.1)];
  const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
  const middle = (top + bottom) / 2;
  const place = ({ x, y }: Point): Point => {
    const u = (x - GLYPH_CENTRE_X + slant * (y - middle)) * scale * stretch;
    const v = (y - middle) * scale;
    return { x: centre.x + u * cos - v * sin + between(-0.6, 0.6), y: centre.y + u * sin + v * cos + between(-0.6, 0.6) };
  };
  const [ink, width] = [colour(), between(2.2, 3)];
  return grid.map((points) => stroke(`M${points.map(place).map(at).join('L')}`, ink, width));
}

/** A curve across the image, drawn like the characters so it cannot be told from them by its attributes. */
function noiseCurve(): string {
  const p = (x: number): Point => ({ x, y: between(4, HEIGHT - 4) });
  return stroke(`M${at(p(between(0, 15)))}C${at(p(between(20, 50)))} ${at(p(between(55, 90)))} ${at(p(between(95, WIDTH)))}`, colour(), between(1.4, 2.4));
}

/** A short stray stroke, the size of a character's. */
function noiseScratch(): string {
  const start = { x: between(5, WIDTH - 5), y: between(5, HEIGHT - 5) };
  const end = { x: start.x + between(-8, 8), y: start.y + between(-8, 8) };
  return stroke(`M${at(start)}L${at(end)}`, colour(), between(1.4, 2.4));
}

function shuffled<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = randomInt(0, i + 1);
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * The captcha as an SVG of paths only, in random order: the characters' strokes (never `<text>`, which any script
 * reads back), crossing curves and stray strokes with the same colours and widths.
 */
export function captchaSvg(code: string): string {
  const paths = [...code].flatMap((ch, i) => glyphStrokes(ch, { x: 16 + i * 26 + between(-2, 2), y: HEIGHT / 2 + between(-2, 2) }));
  paths.push(...Array.from({ length: 3 }, noiseCurve), ...Array.from({ length: 2 }, noiseScratch));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#f3f3f3"/>${shuffled(paths).join('')}</svg>`
  );
}
