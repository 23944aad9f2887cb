import { route, tenantVisitor } from "@/lib/api/handler";
import { customerStep } from "@/lib/customer-page/actions";
import { assertPageAllowed } from "@/lib/customer-page/limit";
import { answerWithPage } from "@/lib/customer-page/respond";

/** The customer releases their held date from their booking's page (a form: 303 back to it). */
export const POST = route({ auth: tenantVisitor }, async ({ req, tenant, params, ip }) =>
  answerWithPage(req, params.token, "released", async () => {
    await assertPageAllowed(ip);
    await customerStep(tenant, params.token, "release");
  }),
);
