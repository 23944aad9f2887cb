/** Where "Request a demo" leads: the contact form with its subject filled in. */
export const DEMO_REQUEST_HREF = "/contact?subject=Demo%20request";

export const COMPANY_LINKS = [
  { href: "/", label: "Home" },
  { href: "/products", label: "Products" },
  { href: "/careers", label: "Careers" },
  { href: "/about", label: "About" },
] as const;
