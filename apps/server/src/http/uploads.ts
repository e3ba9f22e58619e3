import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { LocalStorage, type StorageProvider } from '../providers/storage/storage';
import { notFound } from './errors';

/**
 * Only logos are public. Delivery photos live in the same storage but are served by their
 * trip's photo route to those allowed, never under /uploads, whatever their key.
 */
const PUBLIC_PREFIX = 'logos/';

/**
 * New SVG logos are stored as PNG, but logos uploaded before that may be SVG: none may run
 * anything, even opened on its own, so every file gets a sandboxing Content-Security-Policy and
 * no content sniffing.
 */
const UPLOAD_HEADERS = {
  'Content-Security-Policy': "default-src 'none'; img-src 'self' data:; style-src 'unsafe-inline'; sandbox",
  'X-Content-Type-Options': 'nosniff',
  // Every upload gets a new key, so a key's content never changes.
  'Cache-Control': 'public, max-age=31536000, immutable',
};

/**
 * Serves uploaded logos under /uploads/{key}: straight from the folder with the local storage,
 * read through the provider (object storage) otherwise, so the address is the same either way.
 */
export async function registerUploads(app: FastifyInstance, storage: StorageProvider): Promise<void> {
  if (storage instanceof LocalStorage) {
    mkdirSync(storage.root, { recursive: true });
    await app.register(async (scope) => {
      // The file server refuses a folder (logos/x/) and a climbing path (..) with 403; to a
      // visitor both name no file, so they answer 404 as a missing one does. Others go up.
      scope.setErrorHandler((error: { statusCode?: number }) => {
        if (error.statusCode === 403 || error.statusCode === 404) throw notFound();
        throw error;
      });
      await scope.register(fastifyStatic, {
        root: storage.root,
        prefix: '/uploads/',
        decorateReply: false,
        index: false,
        allowedPath: (path) => path.startsWith(`/${PUBLIC_PREFIX}`),
        setHeaders: (res) => {
          for (const [name, value] of Object.entries(UPLOAD_HEADERS)) res.header(name, value);
        },
      });
    });
    return;
  }
  // Files, not API: hidden from the document as @fastify/static's own route is.
  app.get('/uploads/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    if (!key.startsWith(PUBLIC_PREFIX) || key.includes('..')) throw notFound();
    const file = await storage.get(key);
    if (!file) throw notFound();
    return reply.headers(UPLOAD_HEADERS).type(file.contentType).send(file.bytes);
  });
}
