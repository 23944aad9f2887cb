// The provider's tenant forms and API bodies (spec §3 "Tenant (admin)", §5 provisioning and
// tenant edit). One set of schemas for the routes and the forms.
import { z } from "zod";

import {
  flag,
  optionalText,
  plainJsonProblem,
  plainString,
  REQUIRED,
  requiredEmail,
  requiredText,
  type TextOptions,
} from "@/lib/core/schemas";
import { currencyCode, localeTag } from "@/lib/money/schemas";
import { PASSWORD_MIN_LENGTH } from "@/lib/users/profile-schemas";

import { SLUG_PATTERN } from "./host";
import {
  ADMIN_PASSWORD_TOO_SHORT,
  INVALID_COLOR,
  INVALID_META,
  INVALID_TIMEZONE,
  SLUG_FORMAT,
  SLUG_RESERVED,
} from "./messages";
import { isReservedSlug } from "./reserved";

export * from "./messages";

const isTimeZone = (tz: string) => {
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** Optional text; empty becomes null (the column is cleared). */
const text = (max = 2000, options?: TextOptions) =>
  optionalText(max, options).transform((v) => v || null);

const color = text(7).refine((v) => v === null || /^#[0-9a-fA-F]{6}$/.test(v), INVALID_COLOR);

/** Meta: a JSON object, or the spec's JSON text of one; empty is {}. */
const meta = z.unknown().transform((value, ctx) => {
  if (value === undefined || value === null || value === "") return {};
  let parsed: unknown = value;
  if (typeof value === "string") {
    try {
      parsed = JSON.parse(value) as unknown;
    } catch {
      parsed = undefined;
    }
  }
  if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) {
    const problem = plainJsonProblem(parsed);
    if (!problem) return parsed as Record<string, unknown>;
    ctx.addIssue({ code: "custom", message: problem });
    return z.NEVER;
  }
  ctx.addIssue({ code: "custom", message: INVALID_META });
  return z.NEVER;
});

export const tenantSlug = plainString(REQUIRED)
  .trim()
  .toLowerCase()
  .min(1, REQUIRED)
  .regex(SLUG_PATTERN, SLUG_FORMAT)
  .refine((s) => !isReservedSlug(s), SLUG_RESERVED);

/** The tenant's own fields, without defaults (a patch leaves out what it does not send). */
const tenantFields = {
  name: requiredText(200),
  description: text(2000, { lines: true }),
  is_active: flag,
  email: text(254).refine((v) => v === null || z.email().safeParse(v).success, {
    message: "Enter a valid email address.",
  }),
  phone: text(40),
  address: text(300),
  city: text(100),
  state: text(100),
  zip_code: text(20),
  country: text(100),
  website: text(300),
  timezone: requiredText(64).refine(isTimeZone, INVALID_TIMEZONE),
  /** ISO 4217: every amount of the venue is in it (decision 086) */
  currency: currencyCode,
  /** BCP 47: how the venue's amounts are written */
  locale: localeTag,
  primary_color: color,
  secondary_color: color,
  about_text: text(10_000, { lines: true }),
  notes: text(10_000, { lines: true }),
  meta,
  logo: text(1000),
  owner_name: text(200),
  owner_photo: text(1000),
  owner_bio: text(5000, { lines: true }),
};

/** The fields the tenant table's Edit dialog and PATCH tenants/{id}/ may change. */
export const EDITABLE_TENANT_FIELDS = Object.keys(tenantFields) as (keyof typeof tenantFields)[];

/**
 * PATCH tenants/{id}/: name required (spec §5); id, slug, schema_name, created_at, updated_at and
 * primary_domain are ignored (zod drops unknown keys); any other field left out stays.
 */
export const tenantPatch = z.object(tenantFields).partial().required({ name: true });
export type TenantPatch = z.output<typeof tenantPatch>;
export type TenantEditValues = z.input<typeof tenantPatch>;

/** POST register/: the admin's email and password, the tenant's name and slug required. */
export const provisionInput = z.object({
  ...z.object(tenantFields).partial().shape,
  name: tenantFields.name,
  slug: tenantSlug,
  is_active: tenantFields.is_active.default(true),
  admin_email: requiredEmail().transform((e) => e.toLowerCase()),
  admin_password: plainString(REQUIRED)
    .min(1, REQUIRED)
    .min(PASSWORD_MIN_LENGTH, ADMIN_PASSWORD_TOO_SHORT)
    .max(256, "Ensure this field has no more than 256 characters."),
});
export type ProvisionInput = z.output<typeof provisionInput>;
export type ProvisionFormValues = z.input<typeof provisionInput>;

/** GET public/clients/?slug=: the provider's home page looks a venue up by its slug. */
export const publicClientsQuery = z.object({
  slug: plainString(REQUIRED).trim().min(1, REQUIRED),
});
