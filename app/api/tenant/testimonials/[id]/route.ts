import { member, route } from "@/lib/api/handler";
import { pathId } from "@/lib/api/params";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { testimonialPatch } from "@/lib/testimonials/schemas";
import { deleteTestimonial, updateTestimonial } from "@/lib/testimonials/testimonials";

export const PATCH = route(
  { auth: member(TENANT_ADMIN_ROLES), body: testimonialPatch },
  async ({ tenant, params, body }) =>
    updateTestimonial({ tenantId: tenant.id, id: pathId(params), input: body }),
);

export const DELETE = route({ auth: member(TENANT_ADMIN_ROLES) }, async ({ tenant, params }) =>
  deleteTestimonial({ tenantId: tenant.id, id: pathId(params) }),
);
