// Test fixtures: a signed-in browser without the login form (the session cookie is made the way
// next-auth makes it, with the server's secret), and a venue API client that creates the data a
// test needs. Every test builds its own hall and bookings, so specs run in any order.
import { randomUUID } from "node:crypto";

import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
} from "@playwright/test";
import { encode } from "next-auth/jwt";
import pg from "pg";

import { hashPassword } from "@/lib/auth/password";
import type { BookingSettingsInput } from "@/lib/booking-settings/schemas";
import type { BookingSettings } from "@/lib/booking-settings/settings";
import type { ScheduleEvent } from "@/lib/bookings/schedules";
import type { BookingDto } from "@/lib/bookings/serialize";
import type { ContactSubmissionDto } from "@/lib/contact/submissions";
import type { CustomizationDto } from "@/lib/customization/customization";
import { databaseUrl, startEmbeddedPostgres } from "@/lib/db/embedded";
import type { HallDto } from "@/lib/halls/halls";
import type { SeriesDto } from "@/lib/series/reads";
import type { SlotDto } from "@/lib/slots/slots";
import type { TeamMember } from "@/lib/users/members";

import { DEMO_OWNER, PORT, tenantUrl } from "./support";

type Account = { email: string; password: string };
const SESSION_COOKIE = "next-auth.session-token";

/** POST /api/token/: a token pair and the user's uuid. */
async function tokens(request: APIRequestContext, who: Account, slug: string | null) {
  const res = await request.post("/api/token/", {
    headers: slug ? { "X-Tenant": slug } : {},
    data: who,
  });
  expect(res.status(), `sign-in of ${who.email}`).toBe(200);
  return (await res.json()) as { access: string; uuid: string };
}

/** Signs `who` in on the venue's host (or the provider's, with null) by setting the cookie. */
export async function signInWithCookie(
  context: BrowserContext,
  request: APIRequestContext,
  who: Account = DEMO_OWNER,
  slug: string | null = "demo",
) {
  const { uuid } = await tokens(request, who, slug);
  const secret = process.env.E2E_AUTH_SECRET;
  if (!secret) throw new Error("E2E_AUTH_SECRET is set by playwright.config.ts");
  const value = await encode({
    token: { sub: uuid, tenant: slug, expiresAt: Date.now() + 3_600_000 },
    secret,
  });
  const url = slug ? tenantUrl("/", slug) : `http://localhost:${PORT}/`;
  await context.addCookies([{ name: SESSION_COOKIE, value, url, httpOnly: true, sameSite: "Lax" }]);
}

/** The demo venue's API as its owner: makes what a test needs, with names of its own. */
export class VenueApi {
  constructor(
    private readonly request: APIRequestContext,
    private readonly access: string,
    readonly slug = "demo",
  ) {}

  private async send<T>(method: string, path: string, data?: unknown): Promise<T> {
    const res = await this.request.fetch(`/api/tenant/${path}`, {
      method,
      headers: { Authorization: `Bearer ${this.access}`, "X-Tenant": this.slug },
      data,
    });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return res.status() === 204 ? (undefined as T) : ((await res.json()) as T);
  }

  /** A unique name for this test's data: "Terrace 1a2b3c". */
  static unique(prefix: string) {
    return `${prefix} ${randomUUID().slice(0, 6)}`;
  }

  async hall(fields: Partial<HallDto> & { name?: string } = {}): Promise<HallDto> {
    const branches = await this.send<{ id: number }[]>("GET", "branches/");
    return this.send<HallDto>("POST", "halls/", {
      name: VenueApi.unique("E2E Hall"),
      branch: branches[0].id,
      capacity: 80,
      ...fields,
    });
  }

  halls() {
    return this.send<HallDto[]>("GET", "halls/");
  }

  patchHall(id: number, fields: Partial<HallDto>) {
    return this.send<HallDto>("PATCH", `halls/${id}/`, fields);
  }

  branches() {
    return this.send<{ id: number; name: string; city: string }[]>("GET", "branches/");
  }

  async customization(): Promise<CustomizationDto> {
    return (await this.send<CustomizationDto[]>("GET", "customization/"))[0];
  }

  putCustomization(fields: Partial<CustomizationDto>) {
    return this.send<CustomizationDto>("PUT", "customization/", fields);
  }

  /** POST customization/upload-logo/ with an image's bytes. */
  async uploadLogo(bytes: Buffer): Promise<CustomizationDto> {
    const res = await this.request.post("/api/tenant/customization/upload-logo/", {
      headers: { Authorization: `Bearer ${this.access}`, "X-Tenant": this.slug },
      multipart: { logo: { name: "logo.png", mimeType: "image/png", buffer: bytes } },
    });
    expect(res.ok(), `upload-logo: ${res.status()} ${await res.text()}`).toBe(true);
    return (await res.json()) as CustomizationDto;
  }

  /** PATCH booking-settings/: any of the venue's booking settings. */
  bookingSettings(patch: Partial<BookingSettingsInput>) {
    return this.send<BookingSettings>("PATCH", "booking-settings/", patch);
  }

  contactSubmissions() {
    return this.send<ContactSubmissionDto[]>("GET", "contact-submissions/");
  }

  slot(hall: number, fields: { name: string; start_time: string; end_time: string }) {
    return this.send<SlotDto>("POST", "slots/", { hall, ...fields });
  }

  booking(
    fields: { hall: number; start_time: string; end_time: string } & Record<string, unknown>,
  ) {
    return this.send<BookingDto>("POST", "bookings/", {
      event_name: VenueApi.unique("E2E Event"),
      customer_name: "Erin Example",
      customer_email: "erin@example.com",
      ...fields,
    });
  }

  /** A hall of its own with one booking on `day`, 10:00–12:00 unless other times are given. */
  async bookedHall(
    day: string,
    times: { from?: string; to?: string; hall?: Partial<HallDto> } = {},
  ) {
    const hall = await this.hall(times.hall);
    const booking = await this.booking({
      hall: hall.id,
      start_time: `${day}T${times.from ?? "10:00"}`,
      end_time: `${day}T${times.to ?? "12:00"}`,
    });
    return { hall, booking };
  }

  addMember(fields: { tenant_specific_email: string } & Record<string, unknown>) {
    return this.send<TeamMember>("POST", "user-details/", fields);
  }

  getBooking(id: number) {
    return this.send<BookingDto>("GET", `bookings/${id}/`);
  }

  patchBooking(id: number, fields: Record<string, unknown>) {
    return this.send<BookingDto>("PATCH", `bookings/${id}/`, fields);
  }

  deleteBooking(id: number) {
    return this.send<undefined>("DELETE", `bookings/${id}/`);
  }

  /** POST bookings/ with `recurrence`: the first date, with its series beside it. */
  series(
    fields: { hall: number; start_time: string; end_time: string } & Record<string, unknown>,
    recurrence: Record<string, unknown>,
  ) {
    return this.booking({ ...fields, recurrence }) as Promise<BookingDto & { series: SeriesDto }>;
  }

  getSeries(id: number) {
    return this.send<SeriesDto>("GET", `booking-series/${id}/`);
  }

  /** Changes the venue's booking settings (Settings → Bookings). */
  settings(fields: Record<string, unknown>) {
    return this.send<Record<string, unknown>>("PATCH", "booking-settings/", fields);
  }

  schedule(query: Record<string, string>) {
    return this.send<ScheduleEvent[]>("GET", `schedules/?${new URLSearchParams(query)}`);
  }
}

/** `test` for the venue console: signed in as the demo owner, with `venue` to make data. */
export const test = base.extend<{ venue: VenueApi }>({
  venue: async ({ request, context }, use) => {
    await signInWithCookie(context, request);
    const { access } = await tokens(request, DEMO_OWNER, "demo");
    await use(new VenueApi(request, access));
  },
});
export { expect };

/**
 * The run's database, for data no API makes yet (accounts of a test's own): the DATABASE_URL the
 * server was given, else the embedded PostgreSQL it runs in E2E_DATA_DIR (it must be running).
 */
export async function withDatabase<T>(fn: (db: pg.Client) => Promise<T>): Promise<T> {
  let url = process.env.DATABASE_URL;
  if (!url) {
    const dataDir = process.env.E2E_DATA_DIR;
    if (!dataDir) throw new Error("E2E_DATA_DIR is set by playwright.config.ts");
    // With the cluster already running this only reads its port and password.
    const server = await startEmbeddedPostgres({ dataDir, persistent: true });
    if (server.owned) {
      await server.stop();
      throw new Error(`No database is running in ${dataDir}: is the web server up?`);
    }
    url = databaseUrl(server.url, "hallbook");
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

export type TestAccount = Account & { id: number; uuid: string };

/**
 * A new account of the test's own: a member of venue `slug` (the demo venue unless given) with
 * `role`, or with `slug: null` a provider user (SYSTEM, staff and superuser).
 */
export async function createAccount(
  opts: {
    /** the venue it is a member of; null: a provider user's account */
    slug?: string | null;
    /** a venue user's account that is a member of no venue (it left one, say) */
    venueless?: boolean;
    role?: string;
    mustResetPassword?: boolean;
    name?: string;
  } = {},
): Promise<TestAccount> {
  const slug = opts.venueless ? null : opts.slug === undefined ? "demo" : opts.slug;
  const account = { email: `e2e-${randomUUID().slice(0, 8)}@example.com`, password: "Start#Pass1" };
  const hash = await hashPassword(account.password);
  return withDatabase(async (db) => {
    const provider = slug === null && !opts.venueless;
    const { rows } = await db.query<{ id: number; uuid: string }>(
      `INSERT INTO users (uuid, email, password_hash, name, must_reset_password, is_staff,
         is_superuser, user_type, updated_at)
       VALUES (gen_random_uuid(), $1, $2, $3, $4, $5, $5, $6::user_type, now())
       RETURNING id, uuid`,
      [
        account.email,
        hash,
        opts.name ?? "Robin Tester",
        !!opts.mustResetPassword,
        provider,
        provider ? "SYSTEM" : "TENANT",
      ],
    );
    if (slug !== null) {
      const member = await db.query(
        `INSERT INTO tenant_users (tenant_id, user_id, role, status, updated_at)
         SELECT id, $1, $2::tenant_role, 'active', now() FROM tenants WHERE slug = $3`,
        [rows[0].id, opts.role ?? "Staff", slug],
      );
      expect(member.rowCount, `venue ${slug}`).toBe(1);
    }
    return { ...account, ...rows[0] };
  });
}
