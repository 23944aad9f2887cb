import { created, member, route, tenantVisitor } from "@/lib/api/handler";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { testimonialInput } from "@/lib/testimonials/schemas";
import { createTestimonial, listTestimonials } from "@/lib/testimonials/testimonials";

/** Public: the venue's home shows them to anyone. */
export const GET = route({ auth: tenantVisitor }, async ({ tenant }) =>
  listTestimonials({ tenantId: tenant.id }),
);

export const POST = route(
  { auth: member(TENANT_ADMIN_ROLES), body: testimonialInput },
  async ({ tenant, body }) =>
    created(await createTestimonial({ tenantId: tenant.id, input: body })),
);
