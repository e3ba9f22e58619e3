import fc from 'fast-check';

/*
 * Uploads that lie: a logo part that says PNG and holds text or an SVG with a script, a part
 * larger than the 2 MB limit, a form without its boundary or cut short, a file name that
 * climbs; a delivery photo that says JPEG and is not one, of a type the route does not take,
 * empty, past its limit, or with a Content-Length larger than what is sent.
 */

const BOUNDARY = '----rutaviva-bad-input';

const part = (headers: string, bytes: Buffer) =>
  Buffer.concat([Buffer.from(`--${BOUNDARY}\r\n${headers}\r\n\r\n`), bytes, Buffer.from('\r\n')]);

const FAKE_FILES: [string, Buffer][] = [
  ['text', Buffer.from('not an image at all')],
  ['empty', Buffer.alloc(0)],
  [
    'svg with a script',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  ],
  [
    'png header then junk',
    Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 7)]),
  ],
  ['jpeg header then junk', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)])],
  ['3 MB of zeros', Buffer.alloc(3 * 1024 * 1024)],
];

export interface Upload {
  kind: string;
  headers: Record<string, string>;
  payload: Buffer;
}

/** A logo upload to POST /api/brandings that no server should take. */
export const badLogo: fc.Arbitrary<Upload> = fc
  .record({
    file: fc.constantFrom(...FAKE_FILES),
    declared: fc.constantFrom(
      'image/png',
      'image/jpeg',
      'image/webp',
      'image/svg+xml',
      'text/html',
      'application/x-msdownload',
    ),
    filename: fc.constantFrom(
      'logo.png',
      '../../etc/passwd',
      'a\u0000.png',
      `${'n'.repeat(5_000)}.png`,
      'logo.exe',
    ),
    form: fc.constantFrom('whole', 'no boundary', 'cut short', 'two files', 'wrong field'),
  })
  .map(({ file: [what, bytes], declared, filename, form }) => {
    const field = form === 'wrong field' ? 'picture' : 'logo';
    const file = part(
      `Content-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${declared}`,
      bytes,
    );
    let payload = Buffer.concat([
      file,
      ...(form === 'two files' ? [file] : []),
      Buffer.from(`--${BOUNDARY}--\r\n`),
    ]);
    if (form === 'cut short') payload = payload.subarray(0, Math.max(10, payload.length >> 1));
    return {
      kind: `logo ${what} sent as ${declared} named ${filename.slice(0, 30)}, ${form}`,
      headers: {
        'content-type':
          form === 'no boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${BOUNDARY}`,
      },
      payload,
    };
  });

/** A delivery photo for POST /api/trips/:id/photo that is not a photo, or lies about its size. */
export const badPhoto: fc.Arbitrary<Upload> = fc
  .record({
    file: fc.constantFrom(...FAKE_FILES),
    declared: fc.constantFrom(
      'image/jpeg',
      'image/webp',
      'image/png',
      'text/plain',
      'application/json',
      'multipart/form-data',
    ),
    lie: fc.boolean(),
  })
  .map(({ file: [what, bytes], declared, lie }) => ({
    kind: `photo ${what} sent as ${declared}${lie ? ', Content-Length larger than the body' : ''}`,
    headers: {
      'content-type': declared,
      ...(lie ? { 'content-length': String(bytes.length + 1_000) } : {}),
    },
    payload: bytes,
  }));
