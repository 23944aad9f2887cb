// What recording a request costs by itself: route() around a handler that does nothing (a door
// that looks nothing up, a small JSON answer), called in this process with METRICS on and off in
// turn; the best of several repeats of each, so that what the machine's other work adds is left
// out. The difference is the time route() spends counting and timing one request.
import { NextRequest } from "next/server";

import { publicAsset, route } from "@/lib/api/handler";
import { metrics } from "@/lib/metrics/metrics";

export async function routeOverhead({ calls = 100_000, repeats = 7 } = {}) {
  const handle = route({ auth: publicAsset }, async () => ({ ok: true }));
  const req = new NextRequest("http://localhost/api/tenant/bookings/42/?page=1", {
    headers: { host: "localhost" },
  });
  const context = { params: Promise.resolve({ id: "42" }) };
  const m = metrics();
  const time = async (on: boolean) => {
    m.on = on;
    const started = performance.now();
    for (let i = 0; i < calls; i++) await handle(req, context);
    return ((performance.now() - started) * 1000) / calls;
  };
  await time(true);
  await time(false);
  const on: number[] = [];
  const off: number[] = [];
  for (let r = 0; r < repeats; r++)
    if (r % 2) {
      on.push(await time(true));
      off.push(await time(false));
    } else {
      off.push(await time(false));
      on.push(await time(true));
    }
  m.on = true;
  const [onUs, offUs] = [Math.min(...on), Math.min(...off)];
  return { calls, repeats, onUs, offUs, deltaUs: onUs - offUs };
}

// `tsx bench/lib/metrics-overhead.ts`: this alone, without the HTTP run.
if (process.argv[1]?.endsWith("metrics-overhead.ts"))
  void routeOverhead().then((r) => console.log(JSON.stringify(r)));
