import { Lock, Mail } from "lucide-react";

import { Badge } from "@/components/ui/form-controls";
import type { ProfileDto } from "@/lib/users/profile";
import { EMAIL_READ_ONLY } from "@/lib/users/profile-schemas";

import { Avatar } from "./avatar";
import type { FieldSpec } from "./fields";

/** The band at the top: picture (or `picture`, the picker in edit mode), name, email and role. */
export function ProfileHeaderCard({
  profile,
  picture,
}: {
  profile: ProfileDto;
  picture?: React.ReactNode;
}) {
  const role =
    profile.role ?? (profile.is_superuser ? "Superuser" : profile.is_staff ? "Staff" : null);
  return (
    <section className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-slate-200">
      <div className="h-20 bg-gradient-to-r from-brand-700 via-brand-600 to-brand-500 sm:h-24" />
      <div className="flex flex-col gap-4 px-5 pb-5 sm:px-6 sm:pb-6">
        <div className="-mt-12">
          {picture ?? <Avatar src={profile.avatar_url} name={profile.name} email={profile.email} />}
        </div>
        <div className="min-w-0">
          <div className="flex flex-wrap items-center gap-2">
            <p className="truncate text-xl font-semibold text-slate-900">
              {profile.name || profile.email}
            </p>
            {role ? (
              <Badge className="bg-brand-50 text-brand-700 ring-brand-200">{role}</Badge>
            ) : null}
          </div>
          <p className="mt-1 flex min-w-0 items-center gap-1.5 text-sm text-slate-600">
            <Mail className="size-4 shrink-0 text-slate-400" aria-hidden />
            <span className="truncate">{profile.email}</span>
          </p>
        </div>
      </div>
    </section>
  );
}

/** A titled card of the profile. */
export function ProfileSection({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children: React.ReactNode;
}) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id={id} className="text-base font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-500">{description}</p> : null}
      <div className="mt-5">{children}</div>
    </section>
  );
}

/** View mode: each field as a term and its value ('Not set' when empty). */
export function FieldList({ fields, profile }: { fields: FieldSpec[]; profile: ProfileDto }) {
  return (
    <dl className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
      {fields.map((f) => {
        const value = profile[f.name];
        return (
          <div key={f.name} className={f.type === "textarea" ? "sm:col-span-2" : undefined}>
            <dt className="text-sm font-medium text-slate-500">{f.label}</dt>
            <dd
              className={
                value
                  ? "mt-1 text-sm break-words whitespace-pre-line text-slate-900"
                  : "mt-1 text-sm text-slate-500 italic"
              }
            >
              {value || "Not set"}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}

/** The email, in both modes: shown, never editable (spec §5). */
export function ReadOnlyEmail({ email }: { email: string }) {
  return (
    <div className="sm:col-span-2">
      <p className="text-sm font-medium text-slate-500">Email</p>
      <p className="mt-1 text-sm break-all text-slate-900">{email}</p>
      <p className="mt-1 flex items-center gap-1 text-xs text-slate-500">
        <Lock className="size-3.5" aria-hidden /> {EMAIL_READ_ONLY}
      </p>
    </div>
  );
}
