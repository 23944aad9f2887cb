import { JobNotFound } from "@/components/careers/job-not-found";

export default function NotFound() {
  return <JobNotFound />;
}
