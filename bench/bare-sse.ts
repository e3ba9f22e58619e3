/**
 * Baseline server: Server-Sent Events with nothing but node:http. GET /stream holds a stream
 * (same headers and first frames as the app's); POST /publish writes the posted frame to every
 * stream. Answers memory requests on its IPC channel. Started by run.ts, never alone.
 */
import http from 'node:http';
import { answerMemoryRequests } from './lib/children';

const streams = new Set<http.ServerResponse>();

const server = http.createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/stream') {
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n\n');
    res.write('id: 0\nevent: trip\ndata: {}\n\n');
    streams.add(res);
    res.on('close', () => streams.delete(res));
    return;
  }
  if (req.method === 'POST' && req.url === '/publish') {
    let frame = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      frame += chunk;
    });
    req.on('end', () => {
      for (const stream of streams) stream.write(frame);
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
    return;
  }
  res.writeHead(404).end();
});

answerMemoryRequests();
process.once('SIGTERM', () => {
  for (const stream of streams) stream.end();
  server.close(() => process.exit(0));
  server.closeAllConnections();
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('bare SSE server ready'));
