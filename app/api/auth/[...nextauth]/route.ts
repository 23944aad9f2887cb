import type { NextRequest } from "next/server";

import { nextAuthRoute } from "@/lib/api/next-auth-route";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(req: NextRequest, context: Context) {
  return nextAuthRoute(req, (await context.params).nextauth);
}

export { handler as GET, handler as POST };
