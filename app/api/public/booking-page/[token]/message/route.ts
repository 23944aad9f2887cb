import { route, tenantVisitor } from "@/lib/api/handler";
import { fieldErrorsOf, ValidationError } from "@/lib/core/errors";
import { customerMessage } from "@/lib/customer-page/actions";
import { assertPageAllowed } from "@/lib/customer-page/limit";
import { answerWithPage, customerMessageInput, messageForm } from "@/lib/customer-page/respond";

/**
 * The customer's message about their booking, from its page: to the venue's inbox, with a notice
 * (a form: 303 back to the page). Counted against the same budget as the venue's contact form.
 */
export const POST = route(
  { auth: tenantVisitor, body: messageForm },
  async ({ req, tenant, params, ip, body }) =>
    answerWithPage(req, params.token, "sent", async () => {
      await assertPageAllowed(ip);
      const input = customerMessageInput.safeParse(body);
      if (!input.success) throw new ValidationError(fieldErrorsOf(input.error));
      await customerMessage(tenant, params.token, input.data.message, ip);
    }),
);
