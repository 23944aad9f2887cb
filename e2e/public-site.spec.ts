// A venue's public home: its sections with the spec's defaults, header links that land, the branch
// dropdown, the contact form, and all of it without JavaScript. Tests that change the demo venue's
// look put it back as it was.
import sharp from "sharp";

import { expect, test, VenueApi } from "./fixtures";
import { plainRequest, PORT, tenantUrl, watchConsole } from "./support";

const HOST = "demo.localhost";
const SENT = "Your message has been sent successfully!";

/** Runs `body` with the demo venue's customization changed, and restores it afterwards. */
async function withLook(
  venue: VenueApi,
  fields: Parameters<VenueApi["putCustomization"]>[0],
  body: () => Promise<void>,
) {
  const before = await venue.customization();
  await venue.putCustomization(fields);
  try {
    await body();
  } finally {
    await venue.putCustomization(before);
  }
}

/** The demo's two branches and a hall of this test's own in the second (Riverside). */
async function hallInSecondBranch(venue: VenueApi) {
  const [first, second] = await venue.branches();
  const hall = await venue.hall({
    name: VenueApi.unique("Rooftop"),
    branch: second.id,
    capacity: 120,
    features: ["Skyline view"],
  });
  return { first, second, hall };
}

test("the public home shows its sections, with the spec's defaults where the venue set none", async ({
  page,
  venue,
}) => {
  const errors = watchConsole(page);
  await page.goto(tenantUrl("/"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Premier Event Space");
  await expect(page.getByRole("heading", { name: "About Us" })).toBeVisible();
  await expect(page.getByText(/For over twenty years Demo Banquets/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Why Choose Our Halls?" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Our Branches" })).toBeVisible();
  const halls = page.getByRole("list", { name: "Halls" });
  await expect(halls.getByRole("heading", { name: "Grand Ballroom" })).toBeVisible();
  await expect(halls.getByText("Up to 400 guests")).toBeVisible();
  await expect(halls.getByText("No image").first()).toBeVisible();
  const testimonials = page.getByRole("region", { name: "Testimonials" });
  await expect(testimonials.getByText("Emma & James")).toBeVisible();
  const gallery = page.getByRole("region", { name: "Gallery" });
  await expect(gallery.getByText("Garden Pavilion at sunset")).toBeVisible();
  await expect(gallery.getByRole("img", { name: "Garden Pavilion at sunset" })).toHaveAttribute(
    "loading",
    "lazy",
  );
  await expect(page.getByRole("heading", { name: "Ready to plan your event?" })).toBeVisible();

  // The call to action scrolls to the branches.
  await page.getByRole("link", { name: "Explore Halls" }).click();
  await expect(page.getByRole("heading", { name: "Our Branches" })).toBeInViewport();

  // With nothing set, the spec's defaults.
  await withLook(
    venue,
    {
      hero_title: "",
      hero_cta_text: "",
      about_title: "",
      features: [],
      contact_title: "",
      contact_button_text: "",
    },
    async () => {
      await page.goto(tenantUrl("/home"));
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Your Premier Event Space");
      await expect(page.getByRole("link", { name: "Explore Halls" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "About Us" })).toBeVisible();
      for (const title of [
        "Versatile Spaces",
        "Catering & Hospitality",
        "Modern Amenities",
        "Dedicated Support",
      ])
        await expect(page.getByRole("heading", { name: title })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Ready to plan your event?" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Get in Touch" })).toBeVisible();
    },
  );
  expect(errors).toEqual([]);
});

test("every link of the page lands on a real section, on a wide screen and a phone", async ({
  page,
}) => {
  await page.goto(tenantUrl("/"));
  // Every in-page link of the page has its target.
  const missing = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLAnchorElement>("a[href*='#']")]
      .filter((a) => a.origin === location.origin && a.pathname === "/")
      .map((a) => a.hash.slice(1))
      .filter((id) => !document.getElementById(id)),
  );
  expect(missing).toEqual([]);

  const nav = page.getByRole("navigation", { name: "Main" });
  await nav.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(tenantUrl("/#about"));
  await expect(page.getByRole("heading", { name: "About Us" })).toBeInViewport();
  await nav.getByRole("link", { name: "Contact", exact: true }).click();
  await expect(page).toHaveURL(tenantUrl("/#contact"));
  await expect(page.getByRole("heading", { name: "Ready to plan your event?" })).toBeInViewport();
  await nav.getByRole("link", { name: "Login" }).click();
  await expect(page).toHaveURL(tenantUrl("/login"));
  // From another page, About leads back to the home page's section.
  await nav.getByRole("link", { name: "About", exact: true }).click();
  await expect(page).toHaveURL(tenantUrl("/#about"));
  await expect(page.getByRole("heading", { name: "About Us" })).toBeInViewport();

  // Below 640 px: the menu, with the provider's Products and Careers.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(tenantUrl("/"));
  await expect(nav.getByRole("link", { name: "About", exact: true })).toBeHidden();
  await page.getByRole("button", { name: "Open menu" }).click();
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Products" })).toHaveAttribute(
    "href",
    `http://localhost:${PORT}/products`,
  );
  await expect(menu.getByRole("menuitem", { name: "Careers" })).toHaveAttribute(
    "href",
    `http://localhost:${PORT}/careers`,
  );
  await menu.getByRole("menuitem", { name: "Contact" }).click();
  await expect(page.getByRole("heading", { name: "Ready to plan your event?" })).toBeInViewport();
});

test("the branch dropdown shows the chosen branch's halls, and only bookable ones", async ({
  page,
  venue,
}) => {
  const errors = watchConsole(page);
  const { first, second, hall } = await hallInSecondBranch(venue);
  const closed = await venue.hall({ name: VenueApi.unique("Closed"), branch: second.id });
  await venue.patchHall(closed.id, { status: "inactive" });

  await page.goto(tenantUrl("/"));
  const branch = page.getByLabel("Branch", { exact: true });
  // the first branch is chosen; options read "name (city)"
  await expect(branch).toHaveValue(String(first.id));
  await expect(branch.locator("option")).toHaveText([
    "All Branches",
    `${first.name} (${first.city})`,
    `${second.name} (${second.city})`,
  ]);
  // with JavaScript the form's button is not needed
  await expect(page.getByRole("button", { name: "Show halls" })).toBeHidden();
  const cards = page.getByRole("list", { name: "Halls" });
  const card = cards.getByRole("listitem").filter({ hasText: hall.name });
  await expect(cards.getByRole("heading", { name: "Grand Ballroom" })).toBeVisible();
  await expect(card).toHaveCount(0);

  await branch.selectOption({ label: `${second.name} (${second.city})` });
  await expect(page).toHaveURL(tenantUrl(`/?branch=${second.id}`));
  await expect(card).toBeVisible();
  await expect(card).toContainText("Up to 120 guests");
  await expect(card).toContainText("Skyline view");
  await expect(card).toContainText("No image");
  await expect(cards.getByRole("heading", { name: "Grand Ballroom" })).toHaveCount(0);
  await expect(cards.getByText(closed.name)).toHaveCount(0);

  await branch.selectOption({ label: "All Branches" });
  await expect(card).toBeVisible();
  await expect(cards.getByRole("heading", { name: "Grand Ballroom" })).toBeVisible();
  await expect(cards.getByText(closed.name)).toHaveCount(0);

  await branch.selectOption({ label: `${first.name} (${first.city})` });
  await expect(card).toHaveCount(0);
  // the choice is in the address: a reload (or a shared link) shows the same halls
  await expect(page).toHaveURL(tenantUrl(`/?branch=${first.id}`));
  await page.goto(tenantUrl("/?branch=all"));
  await expect(branch).toHaveValue("all");
  await expect(card).toBeVisible();
  expect(errors).toEqual([]);
});

test("the contact form stores the message for the venue and clears itself", async ({
  page,
  venue,
}) => {
  const errors = watchConsole(page);
  const name = VenueApi.unique("Guest");
  await page.goto(tenantUrl("/#contact"));
  const form = page.locator("#contact-form");
  // the server checks too: with the browser's own checks off, its field errors show and the
  // visitor's text stays
  await form.locator("form").evaluate((f: HTMLFormElement) => (f.noValidate = true));
  await form.getByLabel("Name").fill(name);
  await form.getByLabel("Email").fill("not-an-email");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText("Enter a valid email address.")).toBeVisible();
  await expect(form.getByText("This field is required.")).toBeVisible(); // the message
  await expect(form.getByLabel("Name")).toHaveValue(name);

  await form.getByLabel("Email").fill("guest@example.com");
  await form.getByLabel("Subject (optional)").fill("June wedding");
  await form.getByLabel("Message").fill("Is the ballroom free on June 1st?");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByText(SENT)).toBeVisible();
  for (const label of ["Name", "Email", "Subject (optional)", "Message"])
    await expect(form.getByLabel(label)).toHaveValue("");
  const stored = (await venue.contactSubmissions()).filter((s) => s.name === name);
  expect(stored).toEqual([
    expect.objectContaining({
      email: "guest@example.com",
      subject: "June wedding",
      message: "Is the ballroom free on June 1st?",
    }),
  ]);
  expect(errors).toEqual([]);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the dropdown works as a form and the contact form posts", async ({ page, venue }) => {
    const { second, hall } = await hallInSecondBranch(venue);
    await page.goto(tenantUrl("/"));
    await expect(page.getByRole("heading", { name: "Grand Ballroom" })).toBeVisible();
    await page
      .getByLabel("Branch", { exact: true })
      .selectOption({ label: `${second.name} (${second.city})` });
    await page.getByRole("button", { name: "Show halls" }).click();
    await expect(page).toHaveURL(tenantUrl(`/?branch=${second.id}#branches`));
    await expect(page.getByRole("heading", { name: hall.name })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Grand Ballroom" })).toHaveCount(0);

    const name = VenueApi.unique("No-script guest");
    const form = page.locator("#contact-form");
    await form.getByLabel("Name").fill(name);
    await form.getByLabel("Email").fill("noscript@example.com");
    await form.getByLabel("Message").fill("Sent without JavaScript.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText(SENT)).toBeVisible();
    await expect(form.getByLabel("Name")).toHaveValue("");
    const stored = await venue.contactSubmissions();
    expect(stored.filter((s) => s.name === name)).toHaveLength(1);
  });

  test("a plain request gets the hero, the branches and the hall cards in the HTML", async ({
    venue,
  }) => {
    const { second, hall } = await hallInSecondBranch(venue);
    const home = await plainRequest(HOST, "/");
    expect(home.status).toBe(200);
    expect(home.body).toContain("Your Premier Event Space");
    expect(home.body).toContain("Our Branches");
    expect(home.body).toContain(">All Branches</option>");
    expect(home.body).toContain("Grand Ballroom");
    expect(home.body).not.toContain(hall.name);
    const chosen = await plainRequest(HOST, `/?branch=${second.id}`);
    expect(chosen.body).toContain(hall.name);
    expect(chosen.body).toContain("Skyline view");
    expect(chosen.body).not.toContain("Grand Ballroom</h3>");
    const all = await plainRequest(HOST, "/home?branch=all");
    expect(all.body).toContain(hall.name);
    expect(all.body).toContain("Grand Ballroom</h3>");
  });
});

test("the head carries the venue's title, description, colour and link preview", async ({
  page,
  venue,
}) => {
  const head = (html: string) => html.slice(0, html.indexOf("</head>"));
  const first = head((await plainRequest(HOST, "/")).body);
  expect(first).toContain("<title>Demo Banquets – Event and banquet halls</title>");
  expect(first).toContain(
    '<meta name="description" content="Book a wedding, gala or conference hall at Demo Banquets',
  );
  expect(first).toContain('<meta name="theme-color" content="#6b46c1"/>');
  expect(first).toContain('<meta property="og:title" content="Demo Banquets – Event and banquet');
  expect(first).toContain('<meta property="og:description" content="Book a wedding');
  expect(first).toContain(`<link rel="canonical" href="http://demo.localhost:${PORT}"/>`);

  const logo = await sharp({
    create: { width: 256, height: 256, channels: 3, background: { r: 15, g: 118, b: 110 } },
  })
    .png()
    .toBuffer();
  const before = await venue.customization();
  try {
    const saved = await venue.uploadLogo(logo);
    await venue.putCustomization({ theme_color: "#0F766E", seo_title: "" });
    const html = head((await plainRequest(HOST, "/")).body);
    expect(html).toContain("<title>Demo Banquets</title>");
    expect(html).toContain('<meta name="theme-color" content="#0f766e"/>');
    expect(html).toContain(
      `<meta property="og:image" content="http://demo.localhost:${PORT}${saved.logo_url}"/>`,
    );
    // the venue's colour on its buttons, and its logo (through the image optimizer) in the header
    await page.goto(tenantUrl("/"));
    await expect(page.getByRole("link", { name: "Explore Halls" })).toHaveCSS(
      "background-color",
      "rgb(15, 118, 110)",
    );
    const img = page.getByRole("banner").locator("img");
    await expect(img).toHaveAttribute("src", /^\/_next\/image\?url=%2Fapi%2Ffiles%2F/);
    await expect
      .poll(() => img.evaluate((i: HTMLImageElement) => i.naturalWidth))
      .toBeGreaterThan(0);
  } finally {
    await venue.putCustomization({ ...before, logo_url: null });
  }
});
