import sharp from 'sharp';

/** What an uploaded logo really is, read from its bytes, never from its name or declared type. */
export type LogoType = 'png' | 'jpg' | 'webp' | 'svg';

export const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/**
 * The box an SVG logo is drawn into, aspect ratio kept. The tracking header shows the logo
 * 40 px high, so 512 px stays sharp on any screen while the file stays small.
 */
export const SVG_LOGO_BOX = { width: 1024, height: 512 } as const;

/** An SVG whose own size (at 72 dpi) is beyond this many pixels is refused, not drawn. */
const MAX_SVG_PIXELS = 10_000 * 10_000;
/** librsvg's limits on nesting and references bound most vector bombs; this bounds the rest. */
const RENDER_SECONDS = 5;

export function logoType(bytes: Buffer): LogoType | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'webp';
  const head = bytes.subarray(0, 1024).toString('utf8').trimStart().toLowerCase();
  if (head.startsWith('<svg') || (head.startsWith('<?xml') && head.includes('<svg'))) return 'svg';
  return null;
}

/**
 * Draws an SVG as a PNG with libvips and librsvg (through sharp). Only pixels come out, so
 * nothing an SVG could carry (scripts, handlers, links, animations, styles, remote resources)
 * survives to run wherever the logo is later served from, a CDN or object storage included.
 * librsvg fetches nothing from the network and, without a base file, nothing from disk either.
 * Returns null for anything that does not draw: broken XML, no size, too many pixels.
 */
/** The drawing under way: SVGs are drawn one at a time, on one of libuv's few worker threads. */
let drawing: Promise<unknown> = Promise.resolve();

/**
 * Queues the drawing behind any other: a few hostile SVGs at once, each allowed seconds of work,
 * would otherwise occupy every libuv worker that password hashing and file reads also need.
 */
export function rasteriseSvg(svg: Buffer): Promise<Buffer | null> {
  const next = drawing.then(() => drawSvg(svg));
  drawing = next.catch(() => {});
  return next;
}

async function drawSvg(svg: Buffer): Promise<Buffer | null> {
  // A logo needs no DTD; one is only ever there for entity expansion or external entities.
  if (/<!doctype|<!entity/i.test(svg.toString('utf8'))) return null;
  try {
    const { width, height } = await sharp(svg, { limitInputPixels: MAX_SVG_PIXELS }).metadata();
    if (!width || !height || width * height > MAX_SVG_PIXELS) return null;
    // Drawn at the density that fills the box, so a 24×24 viewBox comes out crisp, not blown up.
    const scale = Math.min(SVG_LOGO_BOX.width / width, SVG_LOGO_BOX.height / height);
    const density = Math.min(100_000, Math.max(1, 72 * scale));
    return await sharp(svg, { density, limitInputPixels: 4 * SVG_LOGO_BOX.width * SVG_LOGO_BOX.height })
      .resize({ ...SVG_LOGO_BOX, fit: 'inside', withoutEnlargement: true })
      .png()
      .timeout({ seconds: RENDER_SECONDS })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * A raster logo wider or taller than this is refused: the tracking header shows it 40 px high, and
 * every customer's phone would otherwise decode a picture of hundreds of megapixels.
 */
export const MAX_LOGO_SIDE = 4096;

/**
 * Whether libvips reads the whole picture (a PNG or JPEG signature followed by junk does not),
 * and whether its size is one a logo can have. The size is read from the header first, so a
 * picture too large is refused before any of it is decoded.
 */
async function rasterProblem(bytes: Buffer): Promise<'logo_bad_type' | 'logo_too_many_pixels' | null> {
  const limitInputPixels = MAX_LOGO_SIDE * MAX_LOGO_SIDE;
  try {
    const { width, height } = await sharp(bytes, { failOn: 'none', limitInputPixels: false }).metadata();
    if (!width || !height) return 'logo_bad_type';
    if (width > MAX_LOGO_SIDE || height > MAX_LOGO_SIDE) return 'logo_too_many_pixels';
    // Lenient as browsers are with small flaws; a header followed by junk still fails.
    await sharp(bytes, { failOn: 'none', limitInputPixels }).timeout({ seconds: RENDER_SECONDS }).stats();
    return null;
  } catch {
    return 'logo_bad_type';
  }
}

/**
 * The file to store for an uploaded logo and its extension: PNG, JPEG and WebP as they came,
 * an SVG drawn as a PNG. Otherwise what is wrong: not one of these (or an SVG that does not
 * draw), or a picture of more than MAX_LOGO_SIDE pixels a side.
 */
export async function storedLogo(
  bytes: Buffer,
): Promise<{ content: Buffer; extension: string } | { problem: 'logo_bad_type' | 'logo_too_many_pixels' }> {
  const type = logoType(bytes);
  if (!type) return { problem: 'logo_bad_type' };
  if (type !== 'svg') {
    const problem = await rasterProblem(bytes);
    return problem ? { problem } : { content: bytes, extension: type };
  }
  const png = await rasteriseSvg(bytes);
  return png ? { content: png, extension: 'png' } : { problem: 'logo_bad_type' };
}
