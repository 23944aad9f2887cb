"use client";

import { MapPin, Pencil, Plus, Trash2, Users } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { IconButton, TooltipProvider } from "@/components/ui/icon-button";
import { PageHeading } from "@/components/ui/page-heading";
import { ResponsiveList } from "@/components/ui/responsive-list";
import { EmptyState } from "@/components/ui/states";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/client/call";
import { withReason } from "@/lib/client/failure";
import {
  JOB_DELETE_CONFIRM,
  JOB_DELETE_FAILED,
  JOB_DELETED,
  NO_JOBS_POSTED,
} from "@/lib/jobs/messages";
import type { JobDto } from "@/lib/jobs/serialize";

import { JobStatusBadge } from "./badges";
import { candidatesHref, editJobHref, POST_JOB_PATH } from "./paths";

function PostJobButton() {
  return (
    <Button asChild>
      <Link href={POST_JOB_PATH}>
        <Plus className="size-4" aria-hidden /> Post a New Job
      </Link>
    </Button>
  );
}

/** /admin/jobs: every posting, active or not, with its applicants, editing and deletion. */
export function JobsPage({ jobs }: { jobs: JobDto[] }) {
  const router = useRouter();
  const [deleting, setDeleting] = useState<JobDto | null>(null);
  const [busy, setBusy] = useState(false);
  // Deleted rows go at once; the server's list follows with the refresh.
  const [removed, setRemoved] = useState<number[]>([]);
  const shown = jobs.filter((j) => !removed.includes(j.id));

  async function remove(job: JobDto) {
    setBusy(true);
    try {
      await call.delete("/api/jobs/ManageJobs/{id}/", { params: { id: job.id } });
      setRemoved((ids) => [...ids, job.id]);
      toast.success(JOB_DELETED);
      router.refresh();
    } catch (error) {
      toast.error(withReason(JOB_DELETE_FAILED, error));
    } finally {
      setBusy(false);
      setDeleting(null);
    }
  }

  const actions = (job: JobDto) => (
    <div className="flex items-center justify-end gap-1">
      <Button asChild variant="secondary" size="sm">
        <Link href={candidatesHref(job.id)} aria-label={`View Applicants of ${job.title}`}>
          <Users className="size-4" aria-hidden /> View Applicants
        </Link>
      </Button>
      <IconButton
        icon={Pencil}
        label={`Edit ${job.title}`}
        onClick={() => router.push(editJobHref(job.id))}
      />
      <IconButton
        icon={Trash2}
        label={`Delete ${job.title}`}
        className="text-red-600 hover:bg-red-50"
        onClick={() => setDeleting(job)}
      />
    </div>
  );

  return (
    <TooltipProvider>
      <div className="space-y-6">
        <PageHeading
          title="Jobs"
          description="The positions on the careers pages, and who applied for them."
          action={shown.length ? <PostJobButton /> : null}
        />
        {!shown.length ? (
          <EmptyState title={NO_JOBS_POSTED} action={<PostJobButton />} />
        ) : (
          <ResponsiveList
            label="Jobs"
            items={shown}
            columns={["Title", "Location", "Status"]}
            card={(job) => (
              <>
                <div className="min-w-0">
                  <p className="font-medium text-slate-900">{job.title}</p>
                  <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
                    <MapPin className="size-3.5 shrink-0 text-slate-400" aria-hidden />
                    {job.location}
                  </p>
                </div>
                <JobStatusBadge active={job.status} />
              </>
            )}
            cells={(job) => (
              <>
                <td className="px-4 py-3">
                  <p className="font-medium text-slate-900">{job.title}</p>
                  <p className="text-xs text-slate-500">{job.company_name}</p>
                </td>
                <td className="px-4 py-3 text-slate-700">{job.location}</td>
                <td className="px-4 py-3">
                  <JobStatusBadge active={job.status} />
                </td>
              </>
            )}
            actions={actions}
          />
        )}
        <ConfirmDialog
          open={!!deleting}
          onOpenChange={(open) => !open && !busy && setDeleting(null)}
          title={deleting ? `Delete ${deleting.title}` : "Delete job posting"}
          message={JOB_DELETE_CONFIRM}
          confirmLabel="Delete"
          destructive
          busy={busy}
          onConfirm={() => deleting && remove(deleting)}
        />
      </div>
    </TooltipProvider>
  );
}
