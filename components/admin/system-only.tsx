import { isSystemUser } from "@/lib/auth/roles";
import { providerViewer } from "@/lib/auth/viewer";
import { NO_PERMISSION } from "@/lib/tenants/messages";

/**
 * For pages of system users only (tenants, feature flags; spec §6): the viewer, or what to show
 * instead (nothing for a non-provider, whom the admin layout answers; the spec's refusal for other
 * provider staff).
 */
export async function systemViewer() {
  const principal = await providerViewer();
  if (!principal) return { principal: null, refusal: null };
  if (isSystemUser(principal.user)) return { principal, refusal: null };
  return {
    principal: null,
    refusal: (
      <p className="rounded-xl bg-white p-6 text-slate-700 shadow-sm ring-1 ring-slate-200">
        {NO_PERMISSION}
      </p>
    ),
  };
}
