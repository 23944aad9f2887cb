"use client";

import { KeyRound, Pencil, ShieldAlert } from "lucide-react";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";

import { Button } from "@/components/ui/button";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { call } from "@/lib/client/call";
import type { ProfileDto } from "@/lib/users/profile";

import { visibleFields, type ProfileEndpoints, type ProfileScope } from "./fields";
import { NoticeBar, useNotice, type Notice } from "./notice";
import { PasswordDialog } from "./password-dialog";
import { PASSWORD_CHANGED_EVENT } from "./password-reset-guard";
import { FieldList, ProfileHeaderCard, ProfileSection, ReadOnlyEmail } from "./profile-card";
import { ProfileForm } from "./profile-form";
import { SignOutEverywhere } from "./sign-out-everywhere";

/** The forced password dialog opens this long after the profile loads (spec §4, §9). */
export const FORCED_DIALOG_DELAY_MS = 500;

/**
 * The signed-in user's own profile, in a venue's console (/profile) and the provider's
 * (/admin/profile): view and edit modes, the picture, and the change-password dialog, which opens
 * by itself when the account must choose a new password.
 */
export function ProfilePage({ endpoints, venue }: { endpoints: ProfileEndpoints; venue: boolean }) {
  const router = useRouter();
  const [profile, setProfile] = useState<ProfileDto | null>(null);
  const [failed, setFailed] = useState(false);
  const [editing, setEditing] = useState(false);
  const [password, setPassword] = useState<{ open: boolean; forced: boolean }>({
    open: false,
    forced: false,
  });
  const { notice, show } = useNotice();

  useEffect(() => {
    const controller = new AbortController();
    call
      .get(endpoints.profile, { signal: controller.signal })
      .then(setProfile)
      .catch((error) => {
        if ((error as Error).name !== "AbortError") setFailed(true);
      });
    return () => controller.abort();
  }, [endpoints.profile]);

  const mustReset = !!profile?.must_reset_password && !profile.impersonation;
  useEffect(() => {
    if (!mustReset) return;
    const timer = setTimeout(
      () => setPassword({ open: true, forced: true }),
      FORCED_DIALOG_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [mustReset]);

  if (failed)
    return (
      <Frame>
        <ErrorState message="Failed to load profile. Please refresh the page." />
      </Frame>
    );
  if (!profile)
    return (
      <Frame>
        <LoadingState message="Loading profile..." />
      </Frame>
    );

  const scope: ProfileScope = { venue, staff: profile.is_staff || profile.is_superuser };
  const { personal, professional } = visibleFields(scope);
  const readOnly = profile.impersonation;

  const passwordChanged = () => {
    setProfile({ ...profile, must_reset_password: false, password_chosen: true });
    show({ kind: "success", message: "Password changed successfully!" });
    // The console holds its pages while the change is due: let it go, and its layout see it.
    window.dispatchEvent(new Event(PASSWORD_CHANGED_EVENT));
    router.refresh();
  };

  return (
    <Frame
      notice={notice}
      actions={
        readOnly || editing ? null : (
          <>
            <Button variant="secondary" onClick={() => setPassword({ open: true, forced: false })}>
              <KeyRound className="size-4" aria-hidden /> Change Password
            </Button>
            <Button onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden /> Edit
            </Button>
          </>
        )
      }
    >
      {mustReset ? (
        <div
          role="alert"
          className="flex flex-col gap-3 rounded-xl bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200 sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="flex items-start gap-2">
            <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden />
            Your password must be changed before you continue.
          </p>
          <Button size="sm" onClick={() => setPassword({ open: true, forced: true })}>
            Choose a new password
          </Button>
        </div>
      ) : null}
      {readOnly ? (
        <p className="rounded-xl bg-slate-100 p-4 text-sm text-slate-700">
          You are in this venue through an approved access request. Change your own profile and
          password in the provider console.
        </p>
      ) : null}
      {editing ? (
        <ProfileForm
          profile={profile}
          scope={scope}
          endpoint={endpoints.profile}
          onCancel={() => setEditing(false)}
          onFailed={() =>
            show({ kind: "error", message: "Failed to save profile. Please try again." })
          }
          onSaved={(saved) => {
            setProfile(saved);
            setEditing(false);
            show({ kind: "success", message: "Profile saved successfully!" });
            router.refresh(); // the top bar shows the name
          }}
        />
      ) : (
        <div className="space-y-6">
          <ProfileHeaderCard profile={profile} />
          <ProfileSection title="Personal Information">
            <div className="space-y-5">
              <ReadOnlyEmail email={profile.email} />
              <FieldList fields={personal} profile={profile} />
            </div>
          </ProfileSection>
          {professional.length ? (
            <ProfileSection title="Professional Information">
              <FieldList fields={professional} profile={profile} />
            </ProfileSection>
          ) : null}
          {readOnly ? null : <SignOutEverywhere />}
        </div>
      )}
      <PasswordDialog
        open={password.open}
        forced={password.forced}
        firstPassword={!profile.password_chosen}
        onOpenChange={(open) => setPassword((p) => ({ ...p, open }))}
        endpoint={endpoints.password}
        email={profile.email}
        onChanged={passwordChanged}
      />
    </Frame>
  );
}

/** The page's title, its actions and notice line (an empty live region takes no room). */
function Frame({
  actions,
  notice = null,
  children,
}: {
  actions?: React.ReactNode;
  notice?: Notice | null;
  children: React.ReactNode;
}) {
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div>
        <div className="flex flex-wrap items-end justify-between gap-4">
          <div>
            <h1 className="text-2xl font-bold tracking-tight text-slate-900">My Profile</h1>
            <p className="mt-1 text-sm text-slate-600">Your account details and password.</p>
          </div>
          {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
        </div>
        <NoticeBar notice={notice} className="mt-4" />
      </div>
      {children}
    </div>
  );
}
