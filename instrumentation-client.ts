// Runs in the browser before the app's own code (Next.js's instrumentation-client convention).
// zod compiles its object parsers with `new Function` when it may, and probes for that on its
// first schema. A page's Content-Security-Policy allows no eval, so the probe would be reported as
// a violation; in the browser zod parses without compiling.
import { z } from "zod";

z.config({ jitless: true });
