// The pages a visitor lands on, with the compressed JavaScript each may load: the company home,
// the careers page, a venue's public home, a hall's availability and the login page.
import { PORT, raw } from "./raw-http";
import { providerUrl, tenantUrl } from "./support";

/** The demo venue's first hall on its public home: its availability page. */
async function availabilityUrl() {
  const home = await raw(`demo.localhost:${PORT}`, "/");
  const path = home.body.match(/href="(\/availability\/\d+)"/)?.[1];
  if (!path) throw new Error("The venue's home links no hall's availability.");
  return tenantUrl(path);
}

export const KB = 1024;
/** Each page, its address, and the compressed JavaScript it may load. */
export const LANDING_PAGES: [string, string | (() => Promise<string>), number][] = [
  ["the company home", providerUrl("/"), 150 * KB],
  ["the careers page", providerUrl("/careers"), 150 * KB],
  ["a venue's public home", tenantUrl("/"), 150 * KB],
  // its enquiry form checks what is typed as the server does (react-hook-form and zod)
  ["a hall's availability", availabilityUrl, 200 * KB],
  ["the login page", tenantUrl("/login"), 150 * KB],
];

export const urlOf = async (url: string | (() => Promise<string>)) =>
  typeof url === "string" ? url : url();
