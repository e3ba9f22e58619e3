import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_RATE_LIMITS } from '../../../test/context';
import { bearer, createBusiness, expectRateLimitedAfter } from '../../../test/factories';

const ctx = await createTestContext();
const { session } = await createBusiness(ctx.app);

/** Stands for any host an SVG could reach out to: it must never hear from the server. */
const heard: string[] = [];
const listener = createServer((request, response) => {
  heard.push(`${request.method} ${request.url}`);
  response.writeHead(200, { 'content-type': 'image/svg+xml' });
  response.end('<svg xmlns="http://www.w3.org/2000/svg" width="1" height="1"/>');
});
await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
afterAll(() => new Promise<void>((resolve) => listener.close(() => resolve())));
const origin = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const SVG = 'xmlns="http://www.w3.org/2000/svg"';
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"';
const box = (inner: string, attributes = '') =>
  `<svg ${SVG} ${attributes} viewBox="0 0 10 10"><rect width="10" height="10" fill="#0b5d56"/>${inner}</svg>`;
const dataSvg = Buffer.from(box(`<image href="${origin}/data-inner" width="5" height="5"/>`)).toString(
  'base64',
);
const laughs = [
  '<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY a "hahahahahahahahahaha">',
  ...Array.from(
    { length: 9 },
    (_, i) => `<!ENTITY ${'b'.repeat(i + 1)} "${`&${i === 0 ? 'a' : 'b'.repeat(i)};`.repeat(10)}">`,
  ),
  `]><svg ${SVG}><text>&bbbbbbbbb;</text></svg>`,
].join('');

/** Known ways an SVG carries script or reaches out; each must be drawn harmless or refused. */
const ATTACKS: [string, string][] = [
  ['a script element', box('<script>fetch("/steal")</script>')],
  [
    'a script under another SVG prefix',
    box('<x:script xmlns:x="http://www.w3.org/2000/svg">alert(1)</x:script>'),
  ],
  [
    'xlink bound to another prefix with javascript:',
    box(
      '<a evil:href="javascript:alert(1)"><circle r="3"/></a>',
      'xmlns:evil="http://www.w3.org/1999/xlink"',
    ),
  ],
  [
    '<animate> changing href',
    box('<a href="#"><animate attributeName="href" to="javascript:alert(1)"/><circle r="3"/></a>'),
  ],
  [
    '<set> on href',
    box('<a href="#"><set attributeName="href" to="javascript:alert(1)"/><circle r="3"/></a>'),
  ],
  ['<style>@import', box(`<style>@import url(${origin}/import.css); rect { fill: red }</style>`)],
  ['an xml-stylesheet instruction', `<?xml-stylesheet type="text/css" href="${origin}/pi.css"?>${box('')}`],
  [
    'a CSS url() in a style attribute',
    box(`<rect width="5" height="5" style="fill: url(${origin}/fill.svg#p)"/>`),
  ],
  [
    '@font-face from the network',
    box(
      `<style>@font-face { font-family: x; src: url(${origin}/font.woff) }</style><text font-family="x">A</text>`,
    ),
  ],
  ['<image href> to a local server', box(`<image href="${origin}/image.png" width="5" height="5"/>`)],
  [
    '<image xlink:href> to a local server',
    box(`<image xlink:href="${origin}/xlink.png" width="5" height="5"/>`, XLINK),
  ],
  ['<image href> to file:///etc/passwd', box('<image href="file:///etc/passwd" width="5" height="5"/>')],
  [
    '<feImage> to a local server',
    box(
      `<filter id="f"><feImage href="${origin}/feimage.png"/></filter><rect width="5" height="5" filter="url(#f)"/>`,
    ),
  ],
  ['<use> of a remote document', box(`<use href="${origin}/use.svg#a"/>`)],
  ['<use href="data:…">', box(`<use href="data:image/svg+xml;base64,${dataSvg}#x"/>`)],
  [
    '<foreignObject> with HTML',
    box(
      `<foreignObject width="10" height="10"><iframe xmlns="http://www.w3.org/1999/xhtml" src="${origin}/frame"/><img xmlns="http://www.w3.org/1999/xhtml" src="${origin}/img"/></foreignObject>`,
    ),
  ],
  [
    'event handler attributes',
    box(`<circle r="3" onclick="fetch('${origin}/click')"/>`, `onload="fetch('${origin}/onload')"`),
  ],
  ['billion laughs', laughs],
  [
    'an external entity',
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "${origin}/xxe">]><svg ${SVG}><text>&x;</text></svg>`,
  ],
  [
    'a local file entity',
    `<?xml version="1.0"?><!DOCTYPE svg [<!ENTITY x SYSTEM "file:///etc/passwd">]><svg ${SVG}><text>&x;</text></svg>`,
  ],
  [
    'a huge width and height',
    `<svg ${SVG} width="100000000" height="100000000"><rect width="10" height="10"/></svg>`,
  ],
  ['broken XML', `<svg ${SVG}><rect`],
];

function multipart(svg: string) {
  const boundary = '----rutaviva-logo-attack';
  return {
    headers: { ...bearer(session), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.svg"\r\nContent-Type: image/svg+xml\r\n\r\n`,
      ),
      Buffer.from(svg),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const upload = (svg: string) => ctx.app.inject({ method: 'POST', url: '/api/brandings', ...multipart(svg) });

/** Files that cannot be drawn safely at all (entities, absurd sizes, broken XML) are refused. */
const REFUSED = new Set([
  'billion laughs',
  'an external entity',
  'a local file entity',
  'a huge width and height',
  'broken XML',
]);

describe('POST /api/brandings with a hostile SVG logo', () => {
  it.each(ATTACKS)(
    '%s: stores only a PNG, or (entities, sizes, broken XML) refuses it with 400, and fetches nothing',
    async (_name, svg) => {
      const response = await upload(svg);
      if (REFUSED.has(_name)) {
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json().error.fields.logo.code).toBe('logo_bad_type');
      } else {
        expect(response.statusCode, response.body).toBe(201);
        const served = await ctx.app.inject({ method: 'GET', url: response.json().logo_url });
        expect(served.headers['content-type']).toBe('image/png');
        expect(served.rawPayload.subarray(0, 8).equals(PNG_MAGIC)).toBe(true);
        expect((await sharp(served.rawPayload).metadata()).format).toBe('png');
      }
      expect(heard).toEqual([]);
    },
  );

  it('has a stand-in host that does record requests, so its silence above means something', async () => {
    await fetch(`${origin}/control`);
    expect(heard.splice(0)).toEqual(['GET /control']);
  });

  it('refuses a huge width and height rather than drawing it', async () => {
    const response = await upload(ATTACKS.find(([name]) => name === 'a huge width and height')?.[1] ?? '');
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/brandings with a plain SVG logo', () => {
  it('draws it in its colours, fitted to 1024×512, transparent where the SVG is empty', async () => {
    const svg = `<svg ${SVG} viewBox="0 0 30 10"><rect width="10" height="10" fill="#ff0000"/><rect x="10" width="10" height="10" fill="#0000ff"/></svg>`;
    const response = await upload(svg);
    expect(response.statusCode).toBe(201);
    const png = (await ctx.app.inject({ method: 'GET', url: response.json().logo_url })).rawPayload;
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([1024, 341]);
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * 4, (y * info.width + x) * 4 + 4),
    ];
    expect(pixel(170, 170)).toEqual([255, 0, 0, 255]);
    expect(pixel(512, 170)).toEqual([0, 0, 255, 255]);
    expect(pixel(853, 170)[3]).toBe(0);
  });

  it('draws a small viewBox crisply at full size, not a blown-up thumbnail', async () => {
    const svg = `<svg ${SVG} width="24" height="24" viewBox="0 0 24 24"><rect x="0" y="0" width="12" height="24" fill="#00ff00"/></svg>`;
    const response = await upload(svg);
    const png = (await ctx.app.inject({ method: 'GET', url: response.json().logo_url })).rawPayload;
    const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([512, 512]);
    // The edge at x = 256 is sharp: one pixel either side is fully one colour or fully empty.
    expect([...data.subarray((100 * 512 + 254) * 4, (100 * 512 + 254) * 4 + 4)]).toEqual([0, 255, 0, 255]);
    expect(data[(100 * 512 + 257) * 4 + 3]).toBe(0);
  });
});

describe('POST /api/brandings rate limit', async () => {
  const limited = await createTestContext({
    rateLimits: { ...TEST_RATE_LIMITS, logoUpload: { max: 2, windowSeconds: 3600 } },
  });
  const { session: owner } = await createBusiness(limited.app);

  it('answers 429 once an address has saved too many designs with a logo', async () => {
    const save = () =>
      limited.app.inject({
        method: 'POST',
        url: '/api/brandings',
        ...multipart(box('<rect width="5" height="5" fill="#0a7"/>')),
        headers: { ...multipart('').headers, ...bearer(owner) },
      });
    await expectRateLimitedAfter(save, 2, 201);
  });
});

describe('POST /api/brandings with a picture too large to be a logo', () => {
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#0b5d56' } })
      .png()
      .toBuffer();
  const uploadPng = (bytes: Buffer) => {
    const boundary = '----rutaviva-logo-size';
    return ctx.app.inject({
      method: 'POST',
      url: '/api/brandings',
      headers: { ...bearer(session), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    });
  };

  it('refuses a PNG wider or taller than 4,096 pixels, small as its file is, and stores nothing', async () => {
    const before = await ctx.app.inject({
      method: 'GET',
      url: `/api/brandings?business_id=${session.business_id}`,
    });
    for (const [width, height] of [
      [4097, 8],
      [8, 4097],
    ] as const) {
      const bytes = await png(width, height);
      expect(bytes.length).toBeLessThan(100_000);
      const response = await uploadPng(bytes);
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json().error.fields.logo).toEqual({
        code: 'logo_too_many_pixels',
        message: 'The logo must be at most 4,096 pixels wide and 4,096 pixels high.',
      });
    }
    const after = await ctx.app.inject({
      method: 'GET',
      url: `/api/brandings?business_id=${session.business_id}`,
    });
    expect(after.statusCode, after.body).toBe(200);
    expect(after.body).toBe(before.body);
  });

  it('keeps a PNG of 4,096 pixels a side', async () => {
    const response = await uploadPng(await png(4096, 64));
    expect(response.statusCode, response.body).toBe(201);
  });
});
