import { liveAnswer } from "@/lib/db/health-answers";

/** Liveness: 200 while the process answers; a probe that gets none restarts it. */
export const GET = liveAnswer;
