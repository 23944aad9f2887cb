// What the health routes answer (app/api/health): outside route(), on any host, never cached.
import "server-only";

import { NextResponse } from "next/server";

import { readiness } from "./readiness";

const NO_STORE = { "Cache-Control": "no-store" };

/** Liveness: the process answers; nothing else is asked. */
export const liveAnswer = async () => NextResponse.json({ status: "ok" }, { headers: NO_STORE });

/** Readiness: the database answers and has this version's migrations; else 503 and why. */
export async function readyAnswer() {
  const state = await readiness();
  return state.ready
    ? NextResponse.json({ status: "ok" }, { headers: NO_STORE })
    : NextResponse.json(
        { status: "unavailable", detail: state.detail },
        { status: 503, headers: NO_STORE },
      );
}
