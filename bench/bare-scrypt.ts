/**
 * The login burst's baseline: a bare node:http server whose one route hashes the posted password
 * with scrypt (the salt and cost given in the body) and answers. It is what a login costs with
 * nothing of the app around it. Answers 'memory' on its IPC channel. Started by run.ts, never alone.
 */
import { randomBytes, scrypt } from 'node:crypto';
import http from 'node:http';
import { answerMemoryRequests } from './lib/children';

const salt = randomBytes(16);
const server = http.createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => {
    body += chunk.toString();
  });
  req.on('end', () => {
    const { password, N, r, p } = JSON.parse(body) as { password: string; N: number; r: number; p: number };
    scrypt(password, salt, 32, { N, r, p, maxmem: 160 * 1024 * 1024 }, (error, key) => {
      res.writeHead(error ? 500 : 200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ key: key?.toString('base64url') }));
    });
  });
});
answerMemoryRequests();
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare scrypt server ready'));
