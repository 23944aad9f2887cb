// What a venue's public site shows where the venue has set nothing (spec §2.3 Tenant public home).
export const DEFAULTS = {
  primaryColor: "#3b82f6",
  primaryHexColor: "#6B46C1",
  heroTitle: "Your Premier Event Space",
  heroCtaText: "Explore Halls",
  aboutTitle: "About Us",
  aboutText:
    "We host weddings, birthdays, conferences and every celebration in between, in halls made " +
    "for them. Tell us about your event: we will help you find the right hall and the right day, " +
    "and look after the details with you until the last guest leaves.",
  contactTitle: "Ready to plan your event?",
  contactButtonText: "Get in Touch",
  features: [
    {
      title: "Versatile Spaces",
      description: "Halls for intimate dinners and grand celebrations alike.",
    },
    {
      title: "Catering & Hospitality",
      description: "Menus and service shaped around your event.",
    },
    {
      title: "Modern Amenities",
      description: "Sound, light and projection ready when you arrive.",
    },
    {
      title: "Dedicated Support",
      description: "One coordinator with you from the first call to the last guest.",
    },
  ],
} as const;
