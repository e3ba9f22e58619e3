import { ConfigError } from '../config';
import { Cluster } from './cluster';

/** `npm run start:cluster`: the cluster until Ctrl-C or SIGTERM, which stop every part of it. */
const cluster = new Cluster(process.env, (line) => console.log(line));

let stopping = false;
async function stop(signal: string) {
  if (stopping) return;
  stopping = true;
  console.log(`${signal} received: stopping the cluster`);
  const forceExit = setTimeout(() => {
    console.error('The cluster took over 25 s to stop; exiting.');
    process.exit(1);
  }, 25_000);
  forceExit.unref();
  try {
    await cluster.stop();
    console.log('Cluster stopped cleanly.');
    process.exit(0);
  } catch (error) {
    console.error('Stopping the cluster failed', error);
    process.exit(1);
  }
}
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

try {
  const url = await cluster.start();
  console.log(`RutaViva cluster is running at ${url}`);
} catch (error) {
  console.error(error instanceof ConfigError ? error.message : error);
  await cluster.stop().catch(() => {});
  process.exit(1);
}
