"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useQueryClient } from "@tanstack/react-query";
import { useForm } from "react-hook-form";
import type { z } from "zod";

import { Field, SaveButton } from "@/components/ui/field";
import { TextAreaField } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/toast";
import { call } from "@/lib/client/call";
import { withReason } from "@/lib/client/failure";
import { setServerErrors } from "@/lib/client/form-errors";
import { keys } from "@/lib/client/queries";
import type { CustomizationDto } from "@/lib/customization/customization";
import { DEFAULTS } from "@/lib/customization/defaults";
import { customizationPatch } from "@/lib/customization/schemas";

const FEATURE_ROWS = 4;
type Values = z.input<typeof customizationPatch>;
const FIELDS = Object.keys(customizationPatch.shape) as (keyof Values)[];

function valuesOf(c: CustomizationDto): Values {
  const features = Array.from(
    { length: Math.max(FEATURE_ROWS, c.features.length) },
    (_, i) => c.features[i] ?? { title: "", description: "" },
  );
  return {
    site_name: c.site_name,
    subtitle: c.subtitle,
    primary_color: c.primary_color ?? DEFAULTS.primaryColor,
    hero_title: c.hero_title,
    hero_subtitle: c.hero_subtitle,
    hero_cta_text: c.hero_cta_text,
    about_title: c.about_title,
    about_text: c.about_text,
    features,
    contact_title: c.contact_title,
    contact_subtitle: c.contact_subtitle,
    contact_button_text: c.contact_button_text,
    seo_title: c.seo_title,
    seo_description: c.seo_description,
  };
}

/** The texts and colour of the public site (spec §2.3 "Public Site Customization"). */
export function SiteForm({ customization }: { customization: CustomizationDto }) {
  const queryClient = useQueryClient();
  const form = useForm<Values, unknown, z.output<typeof customizationPatch>>({
    resolver: zodResolver(customizationPatch),
    defaultValues: valuesOf(customization),
  });
  const { register, formState } = form;
  const errors = formState.errors;

  const save = form.handleSubmit(async (values) => {
    // Only what was changed: a colour never picked stays unpicked (the site keeps its theme).
    const dirty = form.formState.dirtyFields;
    const body = Object.fromEntries(
      Object.entries(values).filter(([key]) => key in dirty && dirty[key as keyof typeof dirty]),
    );
    if (!Object.keys(body).length) {
      toast.info("No changes to save.");
      return;
    }
    try {
      await call.put("/api/tenant/customization/", { body });
      toast.success("Customization saved!");
      await queryClient.invalidateQueries({ queryKey: keys.customization });
    } catch (error) {
      setServerErrors(error, form.setError, FIELDS);
      toast.error(withReason("Failed to save customization.", error, { atFields: true }));
    }
  });

  const text = (name: keyof Values, label: string, hint?: string, placeholder?: string) => (
    <Field
      label={label}
      hint={hint}
      placeholder={placeholder}
      {...register(name)}
      error={errors[name]?.message}
    />
  );
  return (
    <form onSubmit={save} noValidate className="space-y-8">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">Name and colour</legend>
        {text("site_name", "Site name", "Shown in the header instead of the venue's name")}
        <Field
          label="Primary colour"
          type="color"
          {...register("primary_color")}
          error={errors.primary_color?.message}
          className="[&_input]:h-10 [&_input]:p-1"
        />
        <div className="sm:col-span-2">{text("subtitle", "Subtitle")}</div>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">Home page</legend>
        {text("hero_title", "Hero title", undefined, DEFAULTS.heroTitle)}
        {text("hero_cta_text", "Button text", undefined, DEFAULTS.heroCtaText)}
        <div className="sm:col-span-2">{text("hero_subtitle", "Hero subtitle")}</div>
        {text("about_title", "About title", undefined, DEFAULTS.aboutTitle)}
        <TextAreaField
          label="About text"
          {...register("about_text")}
          error={errors.about_text?.message}
          className="sm:col-span-2"
        />
      </fieldset>

      <fieldset>
        <legend className="mb-3 text-base font-semibold text-slate-900">
          Why Choose Our Halls?
        </legend>
        <p className="mb-3 text-sm text-slate-600">
          Leave them all empty to show the four standard ones.
        </p>
        <div className="grid gap-4 md:grid-cols-2">
          {Array.from({ length: FEATURE_ROWS }, (_, i) => (
            <div key={i} className="space-y-2 rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
              <Field
                label={`Feature ${i + 1}`}
                placeholder={DEFAULTS.features[i].title}
                {...register(`features.${i}.title`)}
              />
              <TextAreaField
                label="Description"
                placeholder={DEFAULTS.features[i].description}
                {...register(`features.${i}.description`)}
              />
            </div>
          ))}
        </div>
      </fieldset>

      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-3 text-base font-semibold text-slate-900">Contact and search</legend>
        {text("contact_title", "Contact title", undefined, DEFAULTS.contactTitle)}
        {text("contact_button_text", "Contact button", undefined, DEFAULTS.contactButtonText)}
        <div className="sm:col-span-2">{text("contact_subtitle", "Contact subtitle")}</div>
        {text("seo_title", "Page title", "What search engines and browser tabs show")}
        {text("seo_description", "Page description")}
      </fieldset>

      <div className="flex justify-end">
        <SaveButton saving={formState.isSubmitting}>Save Customization</SaveButton>
      </div>
    </form>
  );
}
