// A venue's public site: its look (customization, logo, banner), gallery, testimonials, and the
// messages its contact form sends. Read by anyone on the venue's host where the home page shows
// them; changed by its Owners and Admins.
import { member, tenantVisitor } from "@/lib/api/doors";
import { TENANT_ADMIN_ROLES } from "@/lib/auth/roles";
import { contactInput, contactQuery } from "@/lib/contact/schemas";
import { bannerUpload, customizationPatch, logoUpload } from "@/lib/customization/schemas";
import { galleryInput, galleryPatch, galleryUpload } from "@/lib/gallery/schemas";
import { testimonialInput, testimonialPatch } from "@/lib/testimonials/schemas";

import { area, created, noContent, ok } from "../operation";

const admins = member(TENANT_ADMIN_ROLES);
/** What an upload field takes (lib/storage checks it). */
const image = (field: string, megapixels: number) =>
  `Multipart, field \`${field}\`: an image (PNG, JPEG, WebP or GIF, at most 5 MB and ` +
  `${megapixels} megapixels; no SVG), checked by its bytes and re-encoded as WebP. 429 past ` +
  "60 uploads an hour per user; 503 while too many images wait to be processed.";

export const SITE = area("Venue site", {
  "GET /api/tenant/customization/": {
    summary: "Read the site's look",
    description:
      'The venue\'s public look, as a list of one (spec: "list reply, first item used").',
    auth: member(),
    reply: ok("A list of one customization."),
  },
  "PUT /api/tenant/customization/": {
    summary: "Change the site's look",
    description: "Any subset of the fields; the public home shows the change at once.",
    auth: admins,
    body: customizationPatch,
    reply: ok("The customization as it now is."),
  },
  "POST /api/tenant/customization/upload-logo/": {
    summary: "Upload the logo",
    description: image("logo", 4),
    auth: admins,
    body: logoUpload,
    form: "multipart",
    reply: ok("The customization, with the logo's address."),
  },
  "POST /api/tenant/customization/upload-banner/": {
    summary: "Upload the banner",
    description: image("banner", 24),
    auth: admins,
    body: bannerUpload,
    form: "multipart",
    reply: ok("The customization, with the banner's address."),
  },
  "GET /api/tenant/gallery/": {
    summary: "List the gallery",
    description: "Public: the venue's home shows it to anyone.",
    auth: tenantVisitor,
    reply: ok("The pictures."),
  },
  "POST /api/tenant/gallery/": {
    summary: "Add a picture by address",
    description: "One of our uploads (/api/files/...) or an http(s) link.",
    auth: admins,
    body: galleryInput,
    reply: created("The gallery item."),
  },
  "POST /api/tenant/gallery/upload/": {
    summary: "Upload a picture",
    description: `${image("image", 24)} An optional \`caption\`.`,
    auth: admins,
    body: galleryUpload,
    form: "multipart",
    reply: created("The new gallery item."),
  },
  "PATCH /api/tenant/gallery/{id}/": {
    summary: "Change a picture",
    auth: admins,
    body: galleryPatch,
    reply: ok("The gallery item."),
  },
  "DELETE /api/tenant/gallery/{id}/": {
    summary: "Remove a picture",
    description: "And the uploaded file, when nothing else of the venue shows it.",
    auth: admins,
    reply: noContent("Removed."),
  },
  "GET /api/tenant/testimonials/": {
    summary: "List the testimonials",
    description: "Public: the venue's home shows them to anyone.",
    auth: tenantVisitor,
    reply: ok("The testimonials."),
  },
  "POST /api/tenant/testimonials/": {
    summary: "Add a testimonial",
    auth: admins,
    body: testimonialInput,
    reply: created("The testimonial."),
  },
  "PATCH /api/tenant/testimonials/{id}/": {
    summary: "Change a testimonial",
    auth: admins,
    body: testimonialPatch,
    reply: ok("The testimonial."),
  },
  "DELETE /api/tenant/testimonials/{id}/": {
    summary: "Remove a testimonial",
    auth: admins,
    reply: noContent("Removed."),
  },
  "GET /api/tenant/contact-submissions/": {
    summary: "List the contact messages",
    description: "The venue's messages, newest first; `?id=` picks one.",
    auth: admins,
    query: contactQuery,
    reply: ok("The messages."),
  },
  "GET /api/tenant/contact-submissions/unread_count/": {
    summary: "Count the unread contact messages",
    description:
      "`{ unread_count }`: the venue's messages no one of it has opened yet (read is one state " +
      "for the whole venue).",
    auth: admins,
    reply: ok("The count."),
  },
  "POST /api/tenant/contact-submissions/{id}/mark_read/": {
    summary: "Mark a contact message read",
    description:
      "For the whole venue; the first opening's `read_at` stays. Another venue's id answers 404.",
    auth: admins,
    reply: ok("The message, with its `read_at`."),
  },
  "POST /api/tenant/contact-submissions/": {
    summary: "Send the venue a message",
    description:
      "Anyone on the venue's site; stored for this venue only. At most five messages per client " +
      "address in ten minutes, counted with the provider's forms.",
    auth: tenantVisitor,
    body: contactInput,
    reply: created("The stored message."),
    errors: [429],
  },
});
