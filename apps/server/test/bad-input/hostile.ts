import fc from 'fast-check';

/*
 * The hostile values the bad-input suite puts in every field, parameter and header: text,
 * JSON fragments (a body is put together from fragments, so a value no JavaScript object can
 * hold, NaN's neighbours, a number past 1e308, nesting deeper than JSON.stringify would recurse,
 * can still be sent) and whole bodies.
 */

/** One code point of any kind: controls, lone surrogates (which well-formed text never holds), the rest. */
const anyUnit = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code)),
  fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)),
);

const SPECIAL_TEXT = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m\u007f',
  '\r\n\r\nX-Injected: 1',
  '\ud800',
  'a\udfff',
  '\u202e\u200b\ufeff',
  'ñandú',
  '日本語',
  '😀'.repeat(50),
  '../../etc/passwd',
  '..%2f..%2f',
  "' or 1=1 --",
  '<script>alert(1)</script>',
  '-1',
  '0',
  '-0',
  '1e308',
  '1e400',
  'NaN',
  'Infinity',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '%',
  '%zz',
  '2026-02-30',
  '9999-99-99',
  '0000-00-00',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
  '123456789012345678901234567890',
  '__proto__',
  'constructor',
];

/** A string no route wants: odd characters, special words, or very long (up to 100 KB). */
export const hostileText = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...SPECIAL_TEXT) },
  { weight: 2, arbitrary: fc.string({ unit: anyUnit, maxLength: 30 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 30 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 100_000 }).map((length) => 'x'.repeat(length)) },
);

/** A header value a real client can send: Node's parser refuses controls, so they become `?`. */
export const asHeaderValue = (text: string) => {
  let value = '';
  for (const char of text) {
    const code = char.charCodeAt(0);
    value +=
      char.length === 1 && (code === 9 || (code >= 0x20 && code !== 0x7f && code <= 0xff)) ? char : '?';
  }
  return value;
};

const deepArray = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const longArray = (length: number) => `[${'0,'.repeat(length - 1)}0]`;

/** A JSON value as text (or text that only looks like one), for one field of a body. */
export const hostileFragment = fc.oneof(
  { weight: 4, arbitrary: hostileText.map((text) => JSON.stringify(text)) },
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '1e308',
      '-1e308',
      '1e400',
      '-1e400',
      '-0',
      '0',
      '-1',
      '0.5',
      '2147483648',
      '-2147483649',
      '9007199254740993',
      '1e-400',
      '123456789012345678901234567890',
      'true',
      'false',
      'null',
      '[]',
      '{}',
      '""',
      '"\\ud800"',
      '"x\\udc00"',
      '"\\u0000"',
      '[null]',
      '[{}]',
      '{"a":1}',
      '["a","b"]',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map(deepArray) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 5_000 }).map(deepObject) },
  { weight: 1, arbitrary: fc.integer({ min: 10_000, max: 300_000 }).map(longArray) },
  // Megabytes: past the 1 MiB body limit, and just under it.
  { weight: 1, arbitrary: fc.constantFrom(1_200_000, 3_000_000, 900_000).map((n) => `"${'m'.repeat(n)}"`) },
);

/** A whole body that is not the JSON object a route reads, or not JSON at all. */
export const hostileBody = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.constantFrom(
      '{',
      '{"a":1,}',
      "{'a':1}",
      '',
      '   ',
      'null',
      '[]',
      '"text"',
      '1e400',
      'NaN',
      '{"a":NaN}',
      '\ufeff{}',
      '{"__proto__":{"admin":true}}',
      '{"constructor":{"prototype":{"admin":true}}}',
      '{"a":"\\ud800"}',
      '\u0000',
      '{"a":1}{"b":2}',
      '{"a":1} junk',
      '{"a":1,"a":2}',
    ),
  },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map(deepArray) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 5_000 }).map(deepObject) },
  { weight: 1, arbitrary: fc.constantFrom(1_100_000, 4_000_000).map((n) => `{"a":"${'m'.repeat(n)}"}`) },
);

/** Content types that are not plain JSON, or JSON with a charset game. */
export const CONTENT_TYPES = [
  'text/plain',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data',
  'application/octet-stream',
  'application/json; charset=utf-16le',
  'application/json; charset=latin1',
  'application/json; charset=utf-8; charset=utf-16',
  'application/jsonx',
  'application/json-patch+json',
  'image/png',
  'junk',
] as const;

/** What an Authorization header can be when it is not a session of the right kind. */
export const hostileAuthorization = fc.oneof(
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer  ',
    'bearer x',
    'Basic dXNlcjpwYXNz',
    'Bearer a.b.c',
    'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.',
    'Bearer rv_',
    `Bearer rv_${'A'.repeat(43)}`,
    'Bearer null',
    'Token abc',
  ),
  hostileText.map((text) => `Bearer ${asHeaderValue(text)}`),
  fc.integer({ min: 8_000, max: 200_000 }).map((length) => `Bearer ${'a'.repeat(length)}`),
);
