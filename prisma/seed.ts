// `npm run db:seed`: creates or completes the demo data (prisma/seed/demo.ts). A script of its own,
// so that importing the seed (the start script does) never runs it.
import { disconnectDb } from "@/lib/db";

import { seedDemo } from "./seed/demo";

seedDemo()
  .then(disconnectDb)
  .catch(async (error) => {
    console.error(error);
    await disconnectDb();
    process.exit(1);
  });
