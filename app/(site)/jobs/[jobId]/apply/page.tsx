import { jobMetadata, JobPage } from "@/components/careers/job-page";

type Props = PageProps<"/jobs/[jobId]/apply">;

export async function generateMetadata({ params }: Props) {
  return jobMetadata((await params).jobId, true);
}

/** The job's page with its application form open, for a direct link. */
export default async function ApplyForJobPage({ params }: Props) {
  return <JobPage rawId={(await params).jobId} apply />;
}
