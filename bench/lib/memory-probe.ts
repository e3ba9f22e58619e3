/**
 * Preloaded into an app process the bench starts with --expose-gc and an IPC channel
 * (`--import ./bench/lib/memory-probe.ts`): it answers 'memory' with the process's memory after
 * full collections, leaving the app's own entry point (main.ts) as `npm start` runs it.
 */
import { answerMemoryRequests } from './children';

answerMemoryRequests();
