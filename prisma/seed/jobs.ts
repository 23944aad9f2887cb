// The provider's demo job postings and two applications.
import { db } from "@/lib/db";

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

export async function seedJobs() {
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
