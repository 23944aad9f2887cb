import { jobMetadata, JobPage } from "@/components/careers/job-page";

type Props = PageProps<"/jobs/[jobId]">;

export async function generateMetadata({ params }: Props) {
  return jobMetadata((await params).jobId);
}

export default async function JobDetailPage({ params }: Props) {
  return <JobPage rawId={(await params).jobId} apply={false} />;
}
