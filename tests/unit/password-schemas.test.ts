// The change-password dialog's rules (spec §5): the API's schema plus the confirmation, with the
// spec's messages, one message at a time where the spec gives one.
import { describe, expect, it } from "vitest";

import { firstFieldErrors } from "@/lib/core/errors";
import { REQUIRED } from "@/lib/core/schemas";
import {
  PASSWORD_FIELDS_REQUIRED,
  PASSWORD_TOO_SHORT,
  PASSWORD_UNCHANGED,
  passwordChange,
  passwordChangeForm,
  PASSWORDS_DIFFER,
} from "@/lib/users/profile-schemas";

const errorsOf = (schema: typeof passwordChange | typeof passwordChangeForm, input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? {} : firstFieldErrors(result.error);
};

describe("the change-password dialog", () => {
  it("asks for all three fields with one message", () => {
    for (const empty of ["old_password", "new_password", "confirm_password"])
      expect(
        errorsOf(passwordChangeForm, {
          old_password: "Old#Secret1",
          new_password: "New#Secret1",
          confirm_password: "New#Secret1",
          [empty]: "",
        }),
      ).toEqual({ root: PASSWORD_FIELDS_REQUIRED });
  });

  it("applies the length, match and not-the-same rules", () => {
    const form = (new_password: string, confirm_password = new_password) =>
      errorsOf(passwordChangeForm, { old_password: "Old#Secret1", new_password, confirm_password });
    expect(form("Seven#7")).toEqual({ new_password: PASSWORD_TOO_SHORT });
    expect(form("Eight#88")).toEqual({});
    expect(form("New#Secret1", "New#Secret2")).toEqual({ confirm_password: PASSWORDS_DIFFER });
    expect(form("Old#Secret1")).toEqual({ new_password: PASSWORD_UNCHANGED });
  });
});

describe("the API's password change", () => {
  it("has the same rules, and 'required' per field instead of one message", () => {
    expect(errorsOf(passwordChange, {})).toEqual({
      old_password: REQUIRED,
      new_password: REQUIRED,
    });
    expect(errorsOf(passwordChange, { old_password: "a", new_password: "short" })).toEqual({
      new_password: PASSWORD_TOO_SHORT,
    });
    expect(
      errorsOf(passwordChange, { old_password: "a".repeat(9), new_password: "a".repeat(9) }),
    ).toEqual({ new_password: PASSWORD_UNCHANGED });
    expect(errorsOf(passwordChange, { old_password: "x", new_password: "y".repeat(257) })).toEqual({
      new_password: "Ensure this field has no more than 256 characters.",
    });
  });
});
