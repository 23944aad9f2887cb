/** The provider's public contact details, shown in the company site's footer and contact links. */
export const COMPANY = {
  name: "HallBook",
  email: "hello@hallbook.example",
  phone: "+1 (555) 010-0100",
} as const;
