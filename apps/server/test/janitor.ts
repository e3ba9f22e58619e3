/**
 * The detached cleaner of one test run (see cleanup.ts): waits until the run closes its pipe,
 * normally or by dying, then stops, drops and removes what the run left.
 */
import { type CleanupJob, runCleanup } from './cleanup';

const job = JSON.parse(process.env.RUTAVIVA_CLEANUP_JOB ?? '') as CleanupJob;
// Each line the run writes names more processes to stop (Janitor.add).
let pending = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk: string) => {
  pending += chunk;
  const lines = pending.split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) if (line) job.processes.push(...(JSON.parse(line) as CleanupJob['processes']));
});
process.stdin.on('error', () => {});
process.stdin.once('close', () => {
  runCleanup(job).then(
    () => process.exit(0),
    (error) => {
      console.error('test cleanup failed', error);
      process.exit(1);
    },
  );
});
// Ctrl-C reaches the whole terminal's group in some shells: finish the cleanup regardless.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, () => {});
