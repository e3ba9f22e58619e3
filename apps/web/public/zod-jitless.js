// Runs before the app's module scripts (a deferred classic script that precedes them in the
// page): zod then builds its parsers without probing for eval, a probe the Content-Security-Policy
// (no 'unsafe-eval') would report as a violation on every page load.
globalThis.__zod_globalConfig = Object.assign(globalThis.__zod_globalConfig ?? {}, { jitless: true });
