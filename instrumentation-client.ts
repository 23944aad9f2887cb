// Runs in the browser before the app's own code (Next.js's instrumentation-client convention).
// zod compiles its object parsers with `new Function` when it may, and probes for that on its
// first schema. A page's Content-Security-Policy allows no eval, so the probe would be reported as
// a violation; in the browser zod parses without compiling. zod reads its configuration from
// this global when it loads (zod/v4/core), so the pages that never parse anything do not have to
// download zod for it.
const global = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
global.__zod_globalConfig = { ...global.__zod_globalConfig, jitless: true };

export {};
