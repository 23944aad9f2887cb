import { BarChart3, CalendarDays, LayoutDashboard, type LucideIcon } from "lucide-react";

/** The provider's three products (spec §2.1 /products), also summed up on the home page. */
export const PRODUCTS: { icon: LucideIcon; title: string; text: string; points: string[] }[] = [
  {
    icon: CalendarDays,
    title: "Hall Booking System",
    text: "Halls, time slots, bookings and a drag-and-drop calendar that never double-books.",
    points: [
      "Month, week, day and year views with a hall filter",
      "Fixed slots per hall, or any custom time",
      "Overlaps refused by the database itself, whoever books",
    ],
  },
  {
    icon: LayoutDashboard,
    title: "Tenant Management Portal",
    text: "Your own site at your own address, your users, your branding and your support desk.",
    points: [
      "A public home page with your halls, gallery and contact form",
      "Your team with roles: Owner, Admin, Manager and Staff",
      "Your logo, banner and colours, set in minutes",
    ],
  },
  {
    icon: BarChart3,
    title: "Analytics & Reporting",
    text: "Occupancy, upcoming events and revenue at a glance.",
    points: [
      "Active bookings, pending approvals and the next events",
      "Bookings per week and next month's expected revenue",
      "Every change to a booking kept in its history",
    ],
  },
];
