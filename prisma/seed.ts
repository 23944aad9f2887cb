// Demo data: a provider admin, the "demo" venue with its owner, branches, halls, slots and a
// calendar of bookings around today, its public site content, and job postings.
// Idempotent: accounts and the tenant are upserted; the venue's content is created only once.
// `npm run db:seed` runs it; `npm start` runs it once on a new embedded database.
import { pathToFileURL } from "node:url";

import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay } from "date-fns";

import { hashPassword } from "@/lib/auth/password";
import { db, disconnectDb } from "@/lib/db";
import type { BookingStatus } from "@/lib/generated/prisma/enums";

export const DEMO = {
  admin: { email: "admin@example.com", password: "Admin#12345" },
  tenant: { slug: "demo", name: "Demo Banquets", timezone: "America/New_York" },
  owner: { email: "owner@demo.example.com", password: "Owner#12345" },
} as const;

const SEEDED_KEY = "demo_seeded_at";

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

const HALLS = [
  {
    branch: 0,
    name: "Grand Ballroom",
    description:
      "Our flagship ballroom with a sprung dance floor, crystal chandeliers and a stage.",
    capacity: 400,
    isAirConditioned: true,
    hasProjector: true,
    hasSoundSystem: true,
    amenities: ["Stage", "Dance floor", "Bridal suite", "Valet parking"],
    features: ["Chandeliers", "Built-in bar", "Wheelchair access"],
    requiresSlot: true,
  },
  {
    branch: 0,
    name: "Garden Pavilion",
    description: "A glass pavilion opening onto landscaped gardens, ideal for daytime receptions.",
    capacity: 150,
    isAirConditioned: true,
    hasProjector: false,
    hasSoundSystem: true,
    amenities: ["Garden access", "Outdoor terrace"],
    features: ["Natural light", "Covered walkway"],
    requiresSlot: false,
  },
  {
    branch: 1,
    name: "Riverside Hall",
    description: "Versatile hall overlooking the river, for conferences, parties and dinners.",
    capacity: 250,
    isAirConditioned: true,
    hasProjector: true,
    hasSoundSystem: true,
    amenities: ["River view", "Breakout rooms", "Catering kitchen"],
    features: ["Modular seating", "High-speed Wi-Fi"],
    requiresSlot: false,
  },
  {
    branch: 1,
    name: "Boardroom Suite",
    description: "An intimate suite for board meetings, workshops and private dinners.",
    capacity: 30,
    isAirConditioned: true,
    hasProjector: true,
    hasSoundSystem: false,
    amenities: ["Video conferencing", "Whiteboard"],
    features: ["Private entrance"],
    requiresSlot: false,
  },
] as const;

const EVENTS = [
  "Wedding Reception",
  "Corporate Gala",
  "Birthday Party",
  "Product Launch",
  "Charity Dinner",
  "Engagement Party",
  "Annual Conference",
  "Graduation Party",
  "Workshop",
  "Anniversary Dinner",
];
const CUSTOMERS = [
  ["Olivia Martin", "olivia.martin@example.com", "+1 555 0101"],
  ["Liam Johnson", "liam.johnson@example.com", "+1 555 0102"],
  ["Sophia Patel", "sophia.patel@example.com", "+1 555 0103"],
  ["Noah Williams", "noah.williams@example.com", "+1 555 0104"],
  ["Ava Chen", "ava.chen@example.com", "+1 555 0105"],
  ["Lucas Garcia", "lucas.garcia@example.com", "+1 555 0106"],
  ["Mia Rossi", "mia.rossi@example.com", "+1 555 0107"],
] as const;
const STATUSES: BookingStatus[] = [
  "confirmed",
  "confirmed",
  "tentative",
  "confirmed",
  "cancelled",
  "tentative",
];
const ADDONS = [
  ["Catering"],
  ["Catering", "Decor"],
  [],
  ["Lighting"],
  ["Catering", "Lighting", "Decor"],
];

/** Local wall-clock time in the tenant's zone, as an instant. */
const at = (day: Date, hour: number, minute = 0) =>
  new TZDate(day.getFullYear(), day.getMonth(), day.getDate(), hour, minute, DEMO.tenant.timezone);

async function seedVenue(tenantId: number, ownerId: number) {
  const branches = await Promise.all([
    db.branch.create({
      data: { tenantId, name: "Downtown", city: "New York", address: "120 Park Avenue" },
    }),
    db.branch.create({
      data: { tenantId, name: "Riverside", city: "Hoboken", address: "8 River Street" },
    }),
  ]);
  const halls = [];
  for (const h of HALLS) {
    const { branch, ...fields } = h;
    halls.push(
      await db.hall.create({
        data: {
          ...fields,
          amenities: [...fields.amenities],
          features: [...fields.features],
          tenantId,
          branchId: branches[branch].id,
        },
      }),
    );
  }
  const ballroom = halls[0];
  const morning = await db.slot.create({
    data: { tenantId, hallId: ballroom.id, name: "Morning", startTime: "09:00", endTime: "13:00" },
  });
  const evening = await db.slot.create({
    data: { tenantId, hallId: ballroom.id, name: "Evening", startTime: "18:00", endTime: "23:00" },
  });
  await db.slot.create({
    data: {
      tenantId,
      hallId: halls[1].id,
      name: "Afternoon",
      startTime: "13:00",
      endTime: "17:00",
    },
  });

  // About 40 bookings from a month ago to two months ahead, never overlapping within a hall.
  const today = startOfDay(new TZDate(Date.now(), DEMO.tenant.timezone));
  const bookings = [];
  let n = 0;
  for (let offset = -30; offset <= 60; offset += 2) {
    const day = addDays(today, offset);
    const hallIndex = n % halls.length;
    const hall = halls[hallIndex];
    const evening_ = n % 3 !== 0;
    const slot = hall.id === ballroom.id ? (evening_ ? evening : morning) : null;
    const [start, end] = slot
      ? [at(day, evening_ ? 18 : 9), at(day, evening_ ? 23 : 13)]
      : evening_
        ? [at(day, 17), at(day, 22)]
        : [at(day, 10), at(day, 14)];
    const [name, email, phone] = CUSTOMERS[n % CUSTOMERS.length];
    bookings.push({
      tenantId,
      hallId: hall.id,
      branchId: hall.branchId,
      slotId: slot?.id ?? null,
      eventName: `${EVENTS[n % EVENTS.length]} – ${name.split(" ")[1]}`,
      startTime: start,
      endTime: end,
      status: STATUSES[n % STATUSES.length],
      addons: [...ADDONS[n % ADDONS.length]],
      customerName: name,
      customerEmail: email,
      customerPhone: phone,
      price: (500 + (n % 7) * 250).toFixed(2),
      bookingToken: n % 4 === 0 ? `DEP-${1000 + n}` : "",
      notes: n % 5 === 0 ? "Customer asked for a tasting session one week before." : "",
      createdById: ownerId,
      // Booked some weeks ahead of the event, never in the future.
      createdAt: new Date(
        Math.min(
          start.getTime() - (10 + (n % 5) * 7) * 86_400_000,
          Date.now() - (n % 9) * 3_600_000 * 7,
        ),
      ),
    });
    n++;
  }
  const created = await db.booking.createManyAndReturn({
    data: bookings,
    select: { id: true, eventName: true, createdAt: true },
  });
  await db.bookingChange.createMany({
    data: created.map((b) => ({
      tenantId,
      bookingId: b.id,
      userId: ownerId,
      action: "created" as const,
      eventName: b.eventName,
      createdAt: b.createdAt,
    })),
  });

  await db.customization.create({
    data: {
      tenantId,
      siteName: "Demo Banquets",
      subtitle: "Elegant halls for every celebration",
      heroTitle: "Your Premier Event Space",
      heroSubtitle: "Weddings, galas and conferences in the heart of New York and by the Hudson.",
      heroCtaText: "Explore Halls",
      aboutTitle: "About Us",
      aboutText:
        "For over twenty years Demo Banquets has hosted the moments that matter, with attentive staff and halls for 30 to 400 guests.",
      seoTitle: "Demo Banquets – Event and banquet halls",
      seoDescription:
        "Book a wedding, gala or conference hall at Demo Banquets in New York and Hoboken.",
      contactTitle: "Ready to plan your event?",
      contactSubtitle: "Tell us your date and guest count and we will take care of the rest.",
      contactButtonText: "Get in Touch",
      features: [
        {
          title: "Versatile Spaces",
          description: "Halls for 30 to 400 guests, arranged the way you want.",
        },
        {
          title: "Catering & Hospitality",
          description: "Menus from our own kitchen, for every taste and diet.",
        },
        {
          title: "Modern Amenities",
          description: "Projectors, sound systems and fast Wi-Fi in every hall.",
        },
        {
          title: "Dedicated Support",
          description: "One coordinator for your event, from first call to last guest.",
        },
      ],
    },
  });
  await db.testimonial.createMany({
    data: [
      {
        tenantId,
        message:
          "Our wedding in the Grand Ballroom was everything we dreamed of. The staff thought of every detail.",
        author: "Emma & James",
        sortOrder: 1,
      },
      {
        tenantId,
        message:
          "We have held our annual conference at Riverside Hall for three years: flawless every time.",
        author: "Northwind Traders",
        sortOrder: 2,
      },
      {
        tenantId,
        message: "The Garden Pavilion made my mother's 70th birthday truly special.",
        author: "Priya S.",
        sortOrder: 3,
      },
    ],
  });
  await db.galleryItem.createMany({
    data: [
      {
        tenantId,
        url: "/demo/gallery-ballroom.svg",
        caption: "The Grand Ballroom set for a wedding dinner",
        sortOrder: 1,
      },
      {
        tenantId,
        url: "/demo/gallery-pavilion.svg",
        caption: "Garden Pavilion at sunset",
        sortOrder: 2,
      },
      {
        tenantId,
        url: "/demo/gallery-riverside.svg",
        caption: "Riverside Hall in conference layout",
        sortOrder: 3,
      },
      {
        tenantId,
        url: "/demo/gallery-boardroom.svg",
        caption: "The Boardroom Suite",
        sortOrder: 4,
      },
    ],
  });
}

const requirements = (role: string, skills: string[]) => ({
  about:
    "HallBook builds the software that event and banquet venues run on: bookings, calendars, staff and their public sites.",
  responsibilities: `As our ${role} you will own meaningful parts of the product, from design to production, working closely with venue owners.`,
  skills,
  niceToHave: ["Experience in hospitality or events", "Open-source contributions"],
  whyJoin: "A small, senior team, real customers, and the freedom to do your best work.",
  benefits: ["Remote-friendly", "Health insurance", "Learning budget", "25 days of paid leave"],
  other: "We welcome applicants of every background.",
});

const JOBS = [
  {
    title: "Senior Full-Stack Engineer",
    location: "Remote (EU/US)",
    salary: "$120,000 – $150,000",
    isActive: true,
    skills: ["TypeScript and React", "PostgreSQL", "Next.js"],
    description: "Build features across the HallBook stack, from the calendar to the database.",
  },
  {
    title: "Product Designer",
    location: "New York, NY",
    salary: null,
    isActive: true,
    skills: ["Interaction design", "Design systems", "User research"],
    description: "Design the tools venue managers use every day.",
  },
  {
    title: "Customer Success Manager",
    location: "London, UK",
    salary: "£45,000 – £55,000",
    isActive: true,
    skills: ["Customer onboarding", "Clear writing", "Hospitality knowledge"],
    description: "Help venues get the most out of HallBook.",
  },
  {
    title: "DevOps Engineer",
    location: "Remote",
    salary: "$110,000 – $135,000",
    isActive: true,
    skills: ["Docker", "PostgreSQL operations", "Observability"],
    description: "Keep self-hosted and managed installations fast and reliable.",
  },
  {
    title: "Sales Development Representative",
    location: "Austin, TX",
    salary: null,
    isActive: false,
    skills: ["Outbound prospecting", "CRM tools"],
    description: "Introduce HallBook to venues across North America.",
  },
];

async function seedJobs() {
  if ((await db.job.count()) > 0) return;
  const jobs = [];
  for (const j of JOBS) {
    jobs.push(
      await db.job.create({
        data: {
          title: j.title,
          companyName: "HallBook",
          location: j.location,
          salary: j.salary,
          isActive: j.isActive,
          description: j.description,
          requirements: requirements(j.title, j.skills),
        },
      }),
    );
  }
  await db.jobApplication.createMany({
    data: [
      {
        jobId: jobs[0].id,
        applicantName: "Alex Morgan",
        applicantEmail: "alex.morgan@example.com",
        phoneNumber: "+1 555 0199",
        address: { street: "1 Main St", city: "Boston", state: "MA", zip: "02108", country: "USA" },
        coverLetter: "I have built booking systems for six years and would love to join.",
        status: "PENDING",
      },
      {
        jobId: jobs[0].id,
        applicantName: "Sam Rivera",
        applicantEmail: "sam.rivera@example.com",
        coverLetter: "Full-stack engineer with a passion for calendars.",
        status: "REVIEWING",
      },
    ],
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

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  seedDemo()
    .then(disconnectDb)
    .catch(async (error) => {
      console.error(error);
      await disconnectDb();
      process.exit(1);
    });
}
