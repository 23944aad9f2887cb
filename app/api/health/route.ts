import { readyAnswer } from "@/lib/db/health-answers";

/**
 * For load balancers and container health checks: readiness, as /api/health/ready/ (the app
 * answers, its database too, with this version's migrations). Liveness is /api/health/live/.
 */
export const GET = readyAnswer;
