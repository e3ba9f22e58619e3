import { type Language, languageCode } from '@rutaviva/domain';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Providers } from '../app/providers';
import { routes } from '../app/routes';
import { initI18n } from '../lib/i18n';
import { seoEn } from '../lib/i18n/seo.en';
import { seoEs } from '../lib/i18n/seo.es';
import { queryClient } from '../lib/query-client';
import { assetLinks, type BuildManifest, type PageHead, pageAssets, prerenderedDocument } from './document';
import { PRERENDERED_LANGUAGES, PRERENDERED_PAGES, type PrerenderedPage, prerenderedFile } from './pages';

/*
 * The build's server-side entry (scripts/prerender.mjs builds it with Vite for Node and runs it):
 * each page of PRERENDERED_PAGES in each language, as the app draws it for a visitor on a phone
 * before anything of theirs is known. The browser then hydrates it (src/main.tsx).
 */

const SEO = { english: seoEn, spanish: seoEs } as const;

/** The courier app's 512 px icon: the one square image the site has for a link preview. */
const PREVIEW_IMAGE = { path: '/courier/icon-512.png', width: 512, height: 512 };

/**
 * The source of each lazy module as it first runs (scripts/prerender.mjs has the build add the
 * line to each), so a page's render says which of the client's chunks and CSS it needs.
 */
const recorder = globalThis as { __prerenderedModules?: string[] };
recorder.__prerenderedModules ??= [];
const loadedModules = recorder.__prerenderedModules;
const modulesOfPage = new Map<string, string[]>();

async function renderBody(path: string): Promise<string> {
  const before = loadedModules.length;
  const handler = createStaticHandler(routes);
  // The handler loads the lazy page of the route, as the browser does before hydrating.
  const context = await handler.query(new Request(`http://prerender.invalid${path}`));
  if (context instanceof Response)
    throw new Error(`${path} redirects (${context.status}), nothing to prerender`);
  if (context.errors) throw new Error(`${path} failed to render: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  queryClient.clear();
  const { prelude } = await prerenderToNodeStream(
    <Providers i18n={initI18n()}>
      {/* No hydration data script: the app's CSP allows no inline script, and no route has a loader. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </Providers>,
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk));
  // A module runs once: the second language's render finds the first's list. (Two prerendered
  // paths drawn by one page module would need their list shared too; none is today.)
  if (!modulesOfPage.has(path)) modulesOfPage.set(path, loadedModules.slice(before));
  return Buffer.concat(chunks).toString('utf8');
}

function pageHead(page: PrerenderedPage, language: Language): PageHead {
  const words = SEO[language];
  const other = SEO[language === 'english' ? 'spanish' : 'english'];
  return {
    path: page.path,
    language,
    title: words[page.seo].title,
    description: words[page.seo].description,
    siteName: words.siteName,
    locale: words.locale,
    alternateLocale: other.locale,
    image: { ...PREVIEW_IMAGE, alt: words.imageAlt },
  };
}

export interface PrerenderedPageFile {
  /** Relative to dist/prerendered: en/book_demo.html. */
  file: string;
  html: string;
}

/** Every prerendered page in every language, from the built index.html and its build manifest. */
export async function prerenderAll(
  indexHtml: string,
  manifest: BuildManifest,
): Promise<PrerenderedPageFile[]> {
  const i18n = initI18n('english');
  const files: PrerenderedPageFile[] = [];
  for (const language of PRERENDERED_LANGUAGES) {
    await i18n.changeLanguage(languageCode(language));
    for (const page of PRERENDERED_PAGES) {
      const body = await renderBody(page.path);
      const links = assetLinks(pageAssets(manifest, modulesOfPage.get(page.path) ?? [], indexHtml));
      files.push({
        file: `${languageCode(language)}/${prerenderedFile(page.path)}`,
        html: prerenderedDocument(indexHtml, pageHead(page, language), body, links),
      });
    }
  }
  return files;
}
