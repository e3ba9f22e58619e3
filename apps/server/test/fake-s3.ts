import { createHash } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A request as the fake S3 received it, for tests to check what the SDK really sent. */
export interface S3Request {
  method: string;
  bucket: string;
  key: string;
  headers: IncomingHttpHeaders;
}

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>${code}</Code><Message>${message}</Message></Error>`;

/**
 * An S3-compatible store on loopback, path-style (`/{bucket}/{key}`), answering PutObject,
 * GetObject, HeadObject and DeleteObject as S3 does, errors in S3's XML. It refuses any request
 * without a SigV4 Authorization header for the expected access key, as a real store would.
 */
export async function startFakeS3({ bucket, accessKeyId }: { bucket: string; accessKeyId: string }) {
  const objects = new Map<string, { bytes: Buffer; contentType: string; etag: string }>();
  const requests: S3Request[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://s3.test');
      const [, name = '', ...rest] = url.pathname.split('/');
      const key = rest.map(decodeURIComponent).join('/');
      const method = req.method ?? '';
      requests.push({ method, bucket: name, key, headers: req.headers });
      const fail = (status: number, code: string, message: string) => {
        res.writeHead(status, { 'content-type': 'application/xml' });
        res.end(method === 'HEAD' ? undefined : xmlError(code, message));
      };
      const auth = req.headers.authorization ?? '';
      if (
        !auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`) ||
        !/SignedHeaders=[^,]*host/.test(auth) ||
        !/Signature=[0-9a-f]{64}$/.test(auth) ||
        !req.headers['x-amz-date']
      )
        return fail(403, 'AccessDenied', 'Signature Version 4 authorization required');
      if (name !== bucket) return fail(404, 'NoSuchBucket', 'The specified bucket does not exist');
      const found = objects.get(key);
      if (method === 'PUT') {
        const bytes = Buffer.concat(chunks);
        const etag = `"${createHash('md5').update(bytes).digest('hex')}"`;
        objects.set(key, {
          bytes,
          contentType: req.headers['content-type'] ?? 'binary/octet-stream',
          etag,
        });
        res.writeHead(200, { etag });
        return res.end();
      }
      if (method === 'GET' || method === 'HEAD') {
        if (!found) return fail(404, 'NoSuchKey', 'The specified key does not exist.');
        res.writeHead(200, {
          'content-type': found.contentType,
          'content-length': found.bytes.length,
          etag: found.etag,
        });
        return res.end(method === 'GET' ? found.bytes : undefined);
      }
      if (method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204);
        return res.end();
      }
      fail(405, 'MethodNotAllowed', 'The specified method is not allowed');
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
