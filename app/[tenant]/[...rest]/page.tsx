import { redirect } from "next/navigation";

/** Unknown paths on a tenant's site go to its home page (spec §2.3). */
export default function UnknownTenantPath() {
  redirect("/");
}
