import { NextResponse } from "next/server";

import { db } from "@/lib/db";
import { log } from "@/lib/log";

/** For load balancers and container health checks: the app answers and reaches its database. */
export async function GET() {
  try {
    await db.$queryRaw`SELECT 1`;
    return NextResponse.json({ status: "ok" });
  } catch (error) {
    log.error("Health check failed", { error });
    return NextResponse.json({ status: "unavailable" }, { status: 503 });
  }
}
