import { member, route } from "@/lib/api/handler";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { reportAnswer } from "@/lib/reports/answers";
import { reportQuery } from "@/lib/reports/schemas";

/** The venue's revenue report over a period of its local dates; `?format=csv` as a file (094). */
export const GET = route(
  { auth: member(TENANT_ADMIN_ROLES), query: reportQuery },
  async ({ tenant, query }) => reportAnswer("revenue", tenant, query),
);
