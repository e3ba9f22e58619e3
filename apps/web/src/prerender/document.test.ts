import { describe, expect, it } from 'vitest';
import { assetLinks, type BuildManifest, headTags, pageAssets, prerenderedDocument } from './document';
import { PUBLIC_URL_PLACEHOLDER } from './pages';

const INDEX = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="The app's own description."
    />
    <title>RutaViva · app</title>
    <script type="module" crossorigin src="/assets/main-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/shared-1.js">
    <link rel="stylesheet" crossorigin href="/assets/main-1.css">
  </head>
  <body>
    <noscript>RutaViva needs JavaScript to run.</noscript>
    <div id="root"></div>
  </body>
</html>`;

const HEAD = {
  path: '/book_demo',
  language: 'spanish',
  title: 'Agenda una demo <gratis> & "ya"',
  description: 'Una llamada de 20 minutos; $& y $1 tal cual.',
  siteName: 'RutaViva',
  locale: 'es_MX',
  alternateLocale: 'en_US',
  image: { path: '/courier/icon-512.png', width: 512, height: 512, alt: 'El logo' },
} as const;

describe('a prerendered page', () => {
  it('has its language, head, own assets and content on the built index.html', () => {
    const html = prerenderedDocument(INDEX, HEAD, '<h1>Agenda $&</h1>', '\n    <link rel="x">');
    expect(html).toContain('<html lang="es">');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html).toContain('<title>Agenda una demo &#60;gratis&#62; &#38; &#34;ya&#34;</title>');
    expect(html).not.toContain("The app's own description");
    expect(html).toContain(
      '<meta name="description" content="Una llamada de 20 minutos; $&#38; y $1 tal cual." />',
    );
    // The app's scripts wait for the first paint (public/prerender-boot.js adds them then).
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(
      '<link rel="x">\n    <script defer src="/prerender-boot.js" data-main="/assets/main-1.js" data-preload="/assets/shared-1.js"></script>\n  </head>',
    );
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/main-1.css">');
    expect(html).not.toContain('<noscript>');
    expect(html).toContain('<div id="root" data-prerendered="es"><h1>Agenda $&</h1></div>');
  });

  it('links each language, and previews with absolute addresses on the placeholder', () => {
    const tags = headTags(HEAD);
    const url = `${PUBLIC_URL_PLACEHOLDER}/book_demo`;
    expect(tags).toContain(`<link rel="canonical" href="${url}?lang=es" />`);
    expect(tags).toContain(`<link rel="alternate" hreflang="en" href="${url}?lang=en" />`);
    expect(tags).toContain(`<link rel="alternate" hreflang="es" href="${url}?lang=es" />`);
    expect(tags).toContain(`<link rel="alternate" hreflang="x-default" href="${url}" />`);
    expect(tags).toContain(`<meta property="og:url" content="${url}?lang=es" />`);
    expect(tags).toContain('<meta property="og:locale" content="es_MX" />');
    expect(tags).toContain('<meta property="og:locale:alternate" content="en_US" />');
    expect(tags).toContain(
      `<meta property="og:image" content="${PUBLIC_URL_PLACEHOLDER}/courier/icon-512.png" />`,
    );
    expect(tags).toContain('<meta name="twitter:card" content="summary" />');
    for (const property of ['og:title', 'og:description', 'og:type', 'og:site_name'])
      expect(tags).toContain(`property="${property}"`);
  });

  it("links the page module's chunks and CSS that index.html does not already", () => {
    const manifest: BuildManifest = {
      'index.html': {
        file: 'assets/main-1.js',
        isEntry: true,
        imports: ['_shared.js'],
        css: ['assets/main-1.css'],
      },
      '_shared.js': { file: 'assets/shared-1.js' },
      '_forms.js': { file: 'assets/forms-1.js', css: ['assets/forms-1.css'], imports: ['_shared.js'] },
      'src/features/site/book-demo-page.tsx': {
        file: 'assets/book-demo-page-1.js',
        isDynamicEntry: true,
        imports: ['_forms.js', '_shared.js', 'index.html'],
        css: ['assets/book-demo-page-1.css'],
      },
    };
    const assets = pageAssets(manifest, ['src/features/site/book-demo-page.tsx', 'src/unknown.tsx'], INDEX);
    expect(assets).toEqual({
      js: ['assets/book-demo-page-1.js', 'assets/forms-1.js'],
      css: ['assets/book-demo-page-1.css', 'assets/forms-1.css'],
    });
    expect(assetLinks(assets)).toBe(
      [
        '',
        '<link rel="modulepreload" crossorigin href="/assets/book-demo-page-1.js">',
        '<link rel="modulepreload" crossorigin href="/assets/forms-1.js">',
        '<link rel="stylesheet" crossorigin href="/assets/book-demo-page-1.css">',
        '<link rel="stylesheet" crossorigin href="/assets/forms-1.css">',
      ].join('\n    '),
    );
  });
});
