"use client";

import { Download } from "lucide-react";
import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Dialog } from "@/components/ui/dialog";
import { RESUME_PREVIEW_ADVICE, RESUME_PREVIEW_FAILED } from "@/lib/jobs/messages";
import type { ApplicationDto } from "@/lib/jobs/serialize";

import { downloadHref } from "./applicant-info";

const PDF = "application/pdf";

/**
 * Whether a frame that finished loading shows something other than the PDF: an error answer is a
 * readable page of our own origin. The PDF itself is sandboxed (an opaque origin: no document to
 * read) or, were it not, a document of type application/pdf.
 */
function showsError(frame: HTMLIFrameElement): boolean {
  try {
    const doc = frame.contentDocument;
    return !!doc && doc.contentType !== PDF && doc.URL !== "about:blank";
  } catch {
    return false;
  }
}

/**
 * The resume in the page (spec §2.2): a PDF in a frame of its inline address; any other type, or a
 * PDF that does not load, says so and points to Download.
 */
export function ResumePreviewDialog({
  applicant,
  open,
  onOpenChange,
}: {
  applicant: ApplicationDto;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [failed, setFailed] = useState(false);
  const { resume } = applicant;
  const previewable = !!resume && applicant.resume_type === PDF && !failed;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        onOpenChange(o);
        if (!o) setFailed(false);
      }}
      title={`Resume of ${applicant.applicant_name}`}
      description={applicant.resume_name ?? undefined}
      className={previewable ? "flex h-[min(90vh,56rem)] max-w-4xl flex-col" : "max-w-md"}
    >
      {previewable ? (
        <iframe
          src={resume}
          title={`Resume of ${applicant.applicant_name}`}
          className="min-h-0 w-full flex-1 rounded-lg bg-slate-100 ring-1 ring-slate-200"
          onLoad={(e) => showsError(e.currentTarget) && setFailed(true)}
        />
      ) : (
        <div
          role="alert"
          className="flex flex-1 flex-col items-center justify-center gap-2 rounded-lg bg-slate-50 p-8 text-center ring-1 ring-slate-200"
        >
          <p className="font-semibold text-slate-900">{RESUME_PREVIEW_FAILED}</p>
          <p className="text-sm text-slate-600">{RESUME_PREVIEW_ADVICE}</p>
        </div>
      )}
      {/* Always there: some browsers (on phones, mostly) show no PDF inside a page. */}
      {resume ? (
        <div className="mt-4 flex justify-end">
          <Button asChild variant="secondary" size="sm">
            <a href={downloadHref(resume)} download>
              <Download className="size-4" aria-hidden /> Download
            </a>
          </Button>
        </div>
      ) : null}
    </Dialog>
  );
}
