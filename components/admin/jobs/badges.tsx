import { Badge } from "@/components/ui/form-controls";
import type { ApplicationStatus } from "@/lib/jobs/schemas";

const NEUTRAL = "bg-slate-100 text-slate-700 ring-slate-300";

/** A job's state: Active or Inactive (spec §2.2). */
export function JobStatusBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge className="bg-green-50 text-green-700 ring-green-200">Active</Badge>
  ) : (
    <Badge className={NEUTRAL}>Inactive</Badge>
  );
}

/** An applicant's status: only PENDING stands out (spec §2.2); the others look alike. */
export function ApplicantStatusBadge({ status }: { status: ApplicationStatus }) {
  return (
    <Badge className={status === "PENDING" ? "bg-amber-50 text-amber-800 ring-amber-300" : NEUTRAL}>
      {status}
    </Badge>
  );
}
