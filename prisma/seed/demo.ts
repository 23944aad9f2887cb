// Demo data: a provider admin, the "demo" venue with its owner, branches, halls, slots and a
// calendar of bookings around today, its public site content, job postings, support tickets and
// notifications.
// Idempotent: accounts and the tenant are upserted; the venue's content is created only once.
// `npm run db:seed` runs it (prisma/seed.ts); `npm start` and the container run it once per
// database when SEED_DEMO is true (the default with the embedded database).
import { hashPassword } from "@/lib/auth/password";
import { db } from "@/lib/db";

import { DEMO } from "./accounts";
import { seedJobs } from "./jobs";
import { seedNotifications } from "./notifications";
import { DEMO_SEEDED_KEY as SEEDED_KEY } from "./seeded";
import { seedSupport } from "./support";
import { seedVenue } from "./venue";

export { DEMO };

async function upsertUser(data: {
  email: string;
  password: string;
  name: string;
  system?: boolean;
}) {
  const existing = await db.user.findUnique({ where: { email: data.email } });
  if (existing) return existing;
  return db.user.create({
    data: {
      email: data.email,
      passwordHash: await hashPassword(data.password),
      name: data.name,
      ...(data.system
        ? {
            isStaff: true,
            isSuperuser: true,
            userType: "SYSTEM" as const,
            jobTitle: "Platform Administrator",
            internalId: "SYS-001",
          }
        : {}),
    },
  });
}

/** Creates (or completes) the demo data; safe to run again. */
export async function seedDemo(log: (m: string) => void = console.log) {
  const admin = await upsertUser({ ...DEMO.admin, name: "Platform Admin", system: true });
  const owner = await upsertUser({ ...DEMO.owner, name: "Dana Owner" });
  const tenant = await db.tenant.upsert({
    where: { slug: DEMO.tenant.slug },
    update: {},
    create: {
      ...DEMO.tenant,
      schemaName: DEMO.tenant.slug,
      description: "Elegant event and banquet halls in New York and Hoboken.",
      email: "events@demo.example.com",
      phone: "+1 555 0100",
      address: "120 Park Avenue",
      city: "New York",
      state: "NY",
      zipCode: "10017",
      country: "USA",
      website: "https://demo.example.com",
      primaryColor: "#6B46C1",
      ownerName: "Dana Owner",
    },
  });
  await db.tenantUser.upsert({
    where: { tenantId_userId: { tenantId: tenant.id, userId: owner.id } },
    update: {},
    create: {
      tenantId: tenant.id,
      userId: owner.id,
      role: "Admin",
      status: "active",
      tenantSpecificEmail: DEMO.owner.email,
      jobTitle: "Owner",
    },
  });
  if ((await db.branch.count({ where: { tenantId: tenant.id } })) === 0)
    await seedVenue(tenant.id, owner.id);
  await seedJobs();
  await seedSupport(tenant.id, owner.id, admin.id);
  await seedNotifications([
    { userId: owner.id, tenantId: tenant.id },
    { userId: admin.id, tenantId: null },
  ]);
  log(
    `Demo data ready: ${DEMO.admin.email} (provider admin) and ${DEMO.owner.email} (tenant "${DEMO.tenant.slug}"). Admin id ${admin.id}.`,
  );
}

/**
 * Seeds the demo data the first time a database is started, never again (even if it is deleted).
 */
export async function seedDemoOnce(log: (m: string) => void = console.log) {
  if (await db.appMeta.findUnique({ where: { key: SEEDED_KEY } })) return;
  log("Loading the demo data...");
  await seedDemo(log);
  await db.appMeta.create({ data: { key: SEEDED_KEY, value: new Date().toISOString() } });
}
