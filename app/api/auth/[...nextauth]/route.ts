import NextAuth from "next-auth";
import type { NextRequest } from "next/server";

import { authOptions } from "@/lib/auth/next-auth";

type Context = { params: Promise<{ nextauth: string[] }> };

async function handler(req: NextRequest, context: Context) {
  return NextAuth(req, { params: await context.params }, authOptions());
}

export { handler as GET, handler as POST };
