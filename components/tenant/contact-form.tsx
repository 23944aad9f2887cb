"use client";

import { clsx } from "clsx";
import { useActionState } from "react";

import { Button } from "@/components/ui/button";
import { Field, FormAlert, FormSuccess, Spinner } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/form-controls";
import { sendContactMessage } from "@/lib/contact/actions";
import { CONTACT_SENT, contactFailureText, INITIAL_CONTACT } from "@/lib/contact/form";

import { accentButton } from "./venue-style";

/**
 * The contact form (spec §3 "Contact message"). It posts to a server action: without JavaScript
 * the browser posts the form and the page comes back with the answer (at #contact); with it, the
 * answer replaces the form's state in place. The browser checks the fields first; the server
 * checks them again.
 */
export function ContactForm() {
  const [state, action, sending] = useActionState(sendContactMessage, INITIAL_CONTACT, "#contact");
  const { values, errors } = state;
  return (
    // Drawn afresh for each answer: cleared after a send, the visitor's text kept after an error.
    <form key={state.round} action={action} className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Name"
        name="name"
        autoComplete="name"
        required
        maxLength={120}
        defaultValue={values.name}
        error={errors.name}
      />
      <Field
        label="Email"
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        defaultValue={values.email}
        error={errors.email}
      />
      <Field
        label="Subject (optional)"
        name="subject"
        maxLength={200}
        defaultValue={values.subject}
        error={errors.subject}
        className="sm:col-span-2"
      />
      <TextAreaField
        label="Message"
        name="message"
        required
        maxLength={5000}
        rows={5}
        defaultValue={values.message}
        error={errors.message}
        className="sm:col-span-2"
      />
      <div className="space-y-4 sm:col-span-2">
        {state.status === "sent" ? <FormSuccess>{CONTACT_SENT}</FormSuccess> : null}
        {state.status === "failed" ? (
          <FormAlert>{contactFailureText(state.failure)}</FormAlert>
        ) : null}
        <Button type="submit" size="lg" disabled={sending} className={clsx("w-full", accentButton)}>
          {sending ? (
            <>
              <Spinner /> Sending...
            </>
          ) : (
            "Send Message"
          )}
        </Button>
      </div>
    </form>
  );
}
