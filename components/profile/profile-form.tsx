"use client";

import { useState } from "react";

import { Button } from "@/components/ui/button";
import { Field, SaveButton } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/form-controls";
import { fieldErrorMap } from "@/lib/client/api";
import { call } from "@/lib/client/call";
import { useApiForm } from "@/lib/client/use-api-form";
import type { ProfileDto } from "@/lib/users/profile";
import { profileForm, type ProfileFormValues } from "@/lib/users/profile-schemas";

import { AvatarPicker, type AvatarChange } from "./avatar";
import {
  editableNames,
  visibleFields,
  type FieldSpec,
  type ProfileEndpoints,
  type ProfileScope,
} from "./fields";
import { ProfileHeaderCard, ProfileSection, ReadOnlyEmail } from "./profile-card";

const valuesOf = (p: ProfileDto): ProfileFormValues => ({
  name: p.name,
  phone_number: p.phone_number ?? "",
  tenant_specific_phone: p.tenant_specific_phone ?? "",
  city: p.city ?? "",
  country: p.country ?? "",
  job_title: p.job_title ?? "",
  internal_id: p.internal_id ?? "",
  notes: p.notes ?? "",
});

/**
 * Edit mode: the fields this user may change, on the API's schema; sent as multipart with the new
 * picture (or an empty `avatar` to remove it) on Save Changes. Cancel drops every change.
 */
export function ProfileForm({
  profile,
  scope,
  endpoint,
  onSaved,
  onFailed,
  onCancel,
}: {
  profile: ProfileDto;
  scope: ProfileScope;
  endpoint: ProfileEndpoints["profile"];
  onSaved: (p: ProfileDto) => void;
  onFailed: () => void;
  onCancel: () => void;
}) {
  const [avatar, setAvatar] = useState<AvatarChange>({ kind: "keep" });
  const [avatarError, setAvatarError] = useState<string | undefined>();
  const names = editableNames(scope);
  const { personal, professional } = visibleFields(scope);
  const { form, submit: save } = useApiForm({
    schema: profileForm,
    defaultValues: valuesOf(profile),
    fields: names,
    request: (values) => {
      setAvatarError(undefined);
      const body = new FormData();
      for (const name of names) body.append(name, values[name]);
      if (avatar.kind === "file") body.append("avatar", avatar.file);
      if (avatar.kind === "remove") body.append("avatar", "");
      return call.patch(endpoint, { body });
    },
    onSuccess: onSaved,
    failure: { form: false },
    onFailure: (error) => {
      setAvatarError(fieldErrorMap(error).avatar);
      onFailed();
    },
  });
  const { register } = form;
  const { errors, isSubmitting } = form.formState;

  const input = (f: FieldSpec) =>
    f.type === "textarea" ? (
      <TextAreaField
        key={f.name}
        label={f.label}
        className="sm:col-span-2"
        rows={4}
        {...register(f.name)}
        error={errors[f.name]?.message}
      />
    ) : (
      <Field
        key={f.name}
        label={f.label}
        type={f.type ?? "text"}
        autoComplete={f.autoComplete ?? "off"}
        {...register(f.name)}
        error={errors[f.name]?.message}
      />
    );

  return (
    <form onSubmit={save} noValidate className="space-y-6" aria-label="Edit profile">
      <ProfileHeaderCard
        profile={profile}
        picture={
          <AvatarPicker
            current={profile.avatar_url}
            change={avatar}
            onChange={(c) => {
              setAvatar(c);
              setAvatarError(undefined);
            }}
            name={profile.name}
            email={profile.email}
            error={avatarError}
          />
        }
      />
      <ProfileSection title="Personal Information">
        <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">
          <ReadOnlyEmail email={profile.email} />
          {personal.map(input)}
        </div>
      </ProfileSection>
      {professional.length ? (
        <ProfileSection title="Professional Information">
          <div className="grid gap-x-6 gap-y-5 sm:grid-cols-2">{professional.map(input)}</div>
        </ProfileSection>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
          Cancel
        </Button>
        <SaveButton saving={isSubmitting}>Save Changes</SaveButton>
      </div>
    </form>
  );
}
