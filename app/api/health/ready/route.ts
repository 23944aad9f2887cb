import { readyAnswer } from "@/lib/db/health-answers";

/** Readiness: 200 when the database answers and has this version's migrations, else 503. */
export const GET = readyAnswer;
