/** The provider's public contact details, shown in the company site's footer and contact links. */
export const COMPANY = {
  name: "HallBook",
  email: "hello@hallbook.example",
  phone: "+1 (555) 010-0100",
  social: {
    twitter: "https://twitter.com/",
    linkedin: "https://www.linkedin.com/",
    github: "https://github.com/",
  },
} as const;

/** Where "Request a demo" leads: the contact form with its subject filled in. */
export const DEMO_REQUEST_HREF = "/contact?subject=Demo%20request";

export const COMPANY_LINKS = [
  { href: "/", label: "Home" },
  { href: "/products", label: "Products" },
  { href: "/careers", label: "Careers" },
  { href: "/about", label: "About" },
] as const;
