import { BadRequestException } from '@nestjs/common';
import sharp from 'sharp';

/** The largest drawing file a writer may upload, before it is re-encoded. */
export const DRAWING_UPLOAD_LIMIT_BYTES = 2 * 1024 * 1024;
/** Wider rasters are scaled down to this: a phone's screen never shows more. */
export const DRAWING_MAX_WIDTH = 1280;
/** A raster with more pixels than this is refused before it is decoded (a decompression bomb). */
const MAX_INPUT_PIXELS = 40_000_000;

export type DrawingContentType = 'image/svg+xml' | 'image/webp';

/** A drawing as it is stored: the bytes the server serves and what they are. */
export interface StoredDrawing {
  contentType: DrawingContentType;
  bytes: Buffer;
  width: number | null;
  height: number | null;
  /** The file name's extension for this content: `.svg` or `.webp`. */
  extension: '.svg' | '.webp';
}

type Detected = 'png' | 'jpeg' | 'webp' | 'svg';

/** What the bytes are, whatever the file's name or the client says; null for anything else. */
export function detectDrawingType(bytes: Buffer): Detected | null {
  const starts = (...signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
  if (starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (starts(0xff, 0xd8, 0xff)) return 'jpeg';
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return svgText(bytes) === null ? null : 'svg';
}

/** The text of an SVG file (UTF-8, an optional XML declaration and comments before `<svg`). */
function svgText(bytes: Buffer): string | null {
  if (bytes.includes(0)) return null;
  const text = bytes.toString('utf8').replace(/^\uFEFF/, '');
  if (text.includes('\uFFFD')) return null;
  return rootIsSvg(text) ? text : null;
}

/**
 * Whether the root element is <svg>, after an XML declaration, comments and a DOCTYPE (whose
 * internal subset may hold `>`); what follows is svgRefusal's to judge. Scanned once from the
 * start, never by a pattern that could try the comments in many ways (a few dozen empty comments
 * would then take minutes).
 */
function rootIsSvg(text: string): boolean {
  let at = skipSpace(text, 0);
  if (text.startsWith('<?xml', at)) {
    const end = text.indexOf('>', at + 5);
    if (end < 0 || text[end - 1] !== '?') return false;
    at = skipSpace(text, end + 1);
  }
  let doctypeSeen = false;
  for (;;) {
    if (text.startsWith('<!--', at)) {
      const end = text.indexOf('-->', at + 4);
      if (end < 0) return false;
      at = skipSpace(text, end + 3);
    } else if (!doctypeSeen && text.slice(at, at + 9).toLowerCase() === '<!doctype') {
      const end = doctypeEnd(text, at + 9);
      if (end < 0) return false;
      doctypeSeen = true;
      at = skipSpace(text, end + 1);
    } else {
      return /^<svg[\s>/]/i.test(text.slice(at, at + 5));
    }
  }
}

/** Where the DOCTYPE starting before `at` ends (its `>`), past an internal subset `[…]`; -1 if it does not. */
function doctypeEnd(text: string, at: number): number {
  let end = at;
  while (end < text.length && text[end] !== '[' && text[end] !== '>') end += 1;
  if (text[end] !== '[') return end < text.length ? end : -1;
  for (let close = text.indexOf(']', end); close >= 0; close = text.indexOf(']', close + 1)) {
    const after = skipSpace(text, close + 1);
    if (text[after] === '>') return after;
  }
  return -1;
}

function skipSpace(text: string, at: number): number {
  let end = at;
  while (end < text.length && /\s/.test(text[end])) end += 1;
  return end;
}

/**
 * Why an SVG may not be served, or null when it may. An SVG opened by itself runs its scripts
 * with the site's rights, so a drawing is refused (not silently changed) when it holds anything
 * that could run, load from elsewhere or expand: scripts, event attributes, links other than to
 * its own parts (`#…`) or embedded images (`data:image/…`), `foreignObject` (HTML inside),
 * a DOCTYPE or entities, and animations that set a link. The writer then knows what to remove.
 */
export function svgRefusal(text: string): string | null {
  const rules: Array<[RegExp, string]> = [
    [/<!doctype|<!entity/i, 'a DOCTYPE or an entity declaration'],
    [/<\s*(?:[\w-]+:)?script\b/i, 'a <script> element'],
    [/<\s*(?:[\w-]+:)?foreignObject\b/i, 'a <foreignObject> element'],
    [/<\s*(?:[\w-]+:)?(?:iframe|embed|object|audio|video)\b/i, 'an embedded document or media'],
    [/[\s"'/]on[a-z]+\s*=/i, 'an event attribute (on…)'],
    [/javascript\s*:/i, 'a javascript: link'],
    [/attributeName\s*=\s*["']?\s*(?:[\w-]+:)?href/i, 'an animation that sets a link'],
    [/@import/i, 'a style sheet import'],
  ];
  for (const [pattern, what] of rules) if (pattern.test(text)) return what;
  const link = /(?:^|[\s"'/])(?:[\w-]+:)?href\s*=\s*("([^"]*)"|'([^']*)'|([^\s>]*))/gi;
  for (const match of text.matchAll(link)) {
    const target = (match[2] ?? match[3] ?? match[4] ?? '').trim();
    if (!isLocalReference(target)) return `a link to ${target.slice(0, 60) || 'nothing'}`;
  }
  for (const match of text.matchAll(/url\(\s*["']?([^"')]*)/gi)) {
    if (!isLocalReference(match[1].trim())) return `a style that loads ${match[1].slice(0, 60)}`;
  }
  return null;
}

/** A part of the same drawing, or an image embedded in it (no SVG: it could hold a script). */
const isLocalReference = (target: string) =>
  target.startsWith('#') || /^data:image\/(?:png|jpeg|webp|gif);/i.test(target);

/** The drawing's size from its root element's width and height, else its viewBox. */
function svgSize(text: string): { width: number | null; height: number | null } {
  const root = /<svg\b[^>]*>/i.exec(text)?.[0] ?? '';
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']\\s*([\\d.]+)\\s*(px)?\\s*["']`, 'i').exec(root)?.[1];
  const viewBox = /\sviewBox\s*=\s*["']([^"']*)["']/i
    .exec(root)?.[1]
    .trim()
    .split(/[\s,]+/);
  const number = (value: string | undefined) => {
    const parsed = Number(value);
    return value !== undefined && Number.isFinite(parsed) && parsed > 0 ? Math.round(parsed) : null;
  };
  return {
    width: number(attribute('width') ?? viewBox?.[2]),
    height: number(attribute('height') ?? viewBox?.[3]),
  };
}

/** An SVG as it is stored: checked, never changed. */
export function storedSvg(bytes: Buffer): StoredDrawing {
  const text = svgText(bytes);
  if (text === null) throw new BadRequestException('file is not an SVG drawing');
  const refusal = svgRefusal(text);
  if (refusal) {
    throw new BadRequestException(
      `file is an SVG with ${refusal}, which a drawing may not hold: remove it and upload again`,
    );
  }
  return { contentType: 'image/svg+xml', bytes, ...svgSize(text), extension: '.svg' };
}

/**
 * An uploaded drawing as it is stored: told by its bytes (PNG, JPEG, WebP or SVG), a raster
 * re-encoded as WebP at most DRAWING_MAX_WIDTH wide (which also drops its metadata, such as a
 * photo's location), an SVG checked by svgRefusal.
 */
export async function storedDrawing(bytes: Buffer): Promise<StoredDrawing> {
  const type = detectDrawingType(bytes);
  if (type === null) {
    throw new BadRequestException(
      'file must be a PNG, JPEG, WebP or SVG image (told by its content)',
    );
  }
  if (type === 'svg') return storedSvg(bytes);
  try {
    const { data, info } = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: DRAWING_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return {
      contentType: 'image/webp',
      bytes: data,
      width: info.width,
      height: info.height,
      extension: '.webp',
    };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new BadRequestException(
      /pixel limit/i.test(reason)
        ? `file has more than ${MAX_INPUT_PIXELS.toLocaleString('en')} pixels`
        : `file could not be read as a ${type.toUpperCase()} image`,
    );
  }
}
