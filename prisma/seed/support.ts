// Support for the demo: a few tickets of the demo venue at different stages, with staff replies and
// a rating, general feedback, and contact messages to the provider and to the venue. So the support
// portal and the provider's support console have something to show. Only once per venue.
import { db } from "@/lib/db";
import type { TicketPriority, TicketStatus } from "@/lib/generated/prisma/enums";

type DemoTicket = {
  subject: string;
  description: string;
  priority: TicketPriority;
  status: TicketStatus;
  daysAgo: number;
  /** Replies in order; `staff` ones are the provider admin's. */
  replies: { staff: boolean; message: string }[];
  rating?: { rating: number; comment: string };
};

const TICKETS: DemoTicket[] = [
  {
    subject: "Calendar export for our accountant",
    description: "Can we get last month's bookings as a spreadsheet for our accountant?",
    priority: "medium",
    status: "open",
    daysAgo: 1,
    replies: [],
  },
  {
    subject: "Booking confirmation shows the wrong hall",
    description:
      "A booking made for the Garden Pavilion shows the Grand Ballroom in the confirmation we " +
      "printed. The calendar itself is right.",
    priority: "high",
    status: "in_progress",
    daysAgo: 3,
    replies: [
      { staff: true, message: "Thanks for the report. Which booking is it? Its number is enough." },
      { staff: false, message: "It is the Hart wedding rehearsal dinner on Friday." },
      { staff: true, message: "Found it: the hall was changed after printing. We are on it." },
    ],
  },
  {
    subject: "How do we add a second branch?",
    description: "We are opening a venue in Hoboken and want its halls listed separately.",
    priority: "low",
    status: "closed",
    daysAgo: 12,
    replies: [
      {
        staff: true,
        message: "Open Settings, then Branches, and choose Add Branch. Halls then pick a branch.",
      },
      { staff: false, message: "Done, thank you!" },
    ],
    rating: { rating: 5, comment: "Quick and clear answer." },
  },
];

const HOUR = 3_600_000;

export async function seedSupport(tenantId: number, ownerId: number, adminId: number) {
  if (await db.supportTicket.count({ where: { tenantId } })) return;
  const now = Date.now();
  for (const t of TICKETS) {
    const opened = now - t.daysAgo * 24 * HOUR;
    const ticket = await db.supportTicket.create({
      data: {
        tenantId,
        userId: ownerId,
        subject: t.subject,
        description: t.description,
        priority: t.priority,
        status: t.status,
        createdAt: new Date(opened),
      },
    });
    await db.ticketReply.createMany({
      data: t.replies.map((r, i) => ({
        tenantId,
        ticketId: ticket.id,
        authorId: r.staff ? adminId : ownerId,
        isStaff: r.staff,
        message: r.message,
        createdAt: new Date(opened + (i + 1) * 2 * HOUR),
      })),
    });
    if (t.rating)
      await db.feedback.create({
        data: {
          tenantId,
          ticketId: ticket.id,
          userId: ownerId,
          ...t.rating,
          createdAt: new Date(opened + (t.replies.length + 1) * 2 * HOUR),
        },
      });
  }
  await db.feedback.create({
    data: {
      tenantId,
      userId: ownerId,
      rating: 4,
      comment: "The calendar is easy for the whole team. A print view would be welcome.",
      createdAt: new Date(now - 5 * 24 * HOUR),
    },
  });
  await db.contactSubmission.createMany({
    data: [
      {
        tenantId: null,
        name: "Priya Shah",
        email: "priya.shah@example.com",
        subject: "Pricing for three venues",
        message: "We run three halls in Chicago. What would HallBook cost us, and can you migrate?",
        createdAt: new Date(now - 2 * 24 * HOUR),
      },
      {
        tenantId,
        name: "Tom Reyes",
        email: "tom.reyes@example.com",
        subject: "Anniversary dinner in May",
        message: "Is the Garden Pavilion free on the evening of May 17 for about 60 guests?",
        createdAt: new Date(now - 6 * HOUR),
      },
    ],
  });
}
