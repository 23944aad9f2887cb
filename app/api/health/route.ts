import { NextResponse } from "next/server";

import { Prisma } from "@/lib/db";
import { sql } from "@/lib/db/sql";
import { log } from "@/lib/log";

/** For load balancers and container health checks: the app answers and reaches its database. */
export async function GET() {
  try {
    await sql(Prisma.sql`SELECT 1`);
    return NextResponse.json({ status: "ok" });
  } catch (error) {
    log.error("Health check failed", { error });
    return NextResponse.json({ status: "unavailable" }, { status: 503 });
  }
}
