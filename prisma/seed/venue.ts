// The demo venue's content: branches, halls and slots, a calendar of bookings around today, and
// its public site (customization, testimonials, gallery).
import { TZDate } from "@date-fns/tz";
import { addDays, startOfDay } from "date-fns";

import { db } from "@/lib/db";
import type { BookingStatus } from "@/lib/generated/prisma/enums";
import { lockHalls, setParts } from "@/lib/halls/parts";

import { DEMO } from "./accounts";
import { seedWeeklyClass } from "./series";

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

export async function seedVenue(tenantId: number, ownerId: number) {
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
    const status = STATUSES[n % STATUSES.length];
    // Upcoming tentative bookings are held for a few days, a third of them asked for on the site.
    const holdUntil =
      status === "tentative" && offset > 2
        ? new Date(
            Math.min(
              Date.now() + (1 + (Math.floor(offset / 2) % 6)) * 86_400_000,
              start.getTime() - 3_600_000,
            ),
          )
        : null;
    bookings.push({
      tenantId,
      hallId: hall.id,
      branchId: hall.branchId,
      slotId: slot?.id ?? null,
      eventName: `${EVENTS[n % EVENTS.length]} – ${name.split(" ")[1]}`,
      startTime: start,
      endTime: end,
      status,
      holdUntil,
      source: holdUntil && n % 3 === 0 ? ("public" as const) : ("staff" as const),
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

  await seedCombinedBallroom(tenantId, ownerId, ballroom, at(addDays(today, 3), 10));
  await seedWeeklyClass(tenantId, ownerId, halls[2].id);

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
        url: "/static/demo/gallery-ballroom.svg",
        caption: "The Grand Ballroom set for a wedding dinner",
        sortOrder: 1,
      },
      {
        tenantId,
        url: "/static/demo/gallery-pavilion.svg",
        caption: "Garden Pavilion at sunset",
        sortOrder: 2,
      },
      {
        tenantId,
        url: "/static/demo/gallery-riverside.svg",
        caption: "Riverside Hall in conference layout",
        sortOrder: 3,
      },
      {
        tenantId,
        url: "/static/demo/gallery-boardroom.svg",
        caption: "The Boardroom Suite",
        sortOrder: 4,
      },
    ],
  });
}

/**
 * The Grand Ballroom divides into two halves, each rented on its own (decision 082): booking the
 * ballroom blocks both, and a half's booking blocks the ballroom. One half is booked at `at`, a
 * morning on which the ballroom itself is free.
 */
async function seedCombinedBallroom(
  tenantId: number,
  ownerId: number,
  ballroom: { id: number; branchId: number },
  at: Date,
) {
  const half = (name: string) =>
    db.hall.create({
      data: {
        tenantId,
        branchId: ballroom.branchId,
        name,
        description: "One half of the Grand Ballroom, divided by a soundproof partition.",
        capacity: 200,
        isAirConditioned: true,
        hasProjector: true,
        hasSoundSystem: true,
        amenities: ["Dance floor", "Stage"],
        features: ["Soundproof partition"],
      },
    });
  const east = await half("Ballroom East");
  const west = await half("Ballroom West");
  await db.$transaction(async (tx) => {
    await lockHalls(tx, tenantId);
    await setParts(tx, tenantId, ballroom.id, [east.id, west.id]);
  });
  const booking = await db.booking.create({
    data: {
      tenantId,
      createdById: ownerId,
      hallId: west.id,
      branchId: ballroom.branchId,
      eventName: "Leadership Workshop – Chen",
      startTime: at,
      endTime: new Date(at.getTime() + 4 * 3_600_000),
      status: "confirmed",
      customerName: "Ava Chen",
      customerEmail: "ava.chen@example.com",
      customerPhone: "+1 555 0105",
      price: "900.00",
    },
  });
  await db.bookingChange.create({
    data: {
      tenantId,
      bookingId: booking.id,
      userId: ownerId,
      action: "created",
      eventName: booking.eventName,
    },
  });
}
