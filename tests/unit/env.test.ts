import path from "node:path";

import { describe, expect, it } from "vitest";

import { COMPANY } from "@/lib/core/company";
import { isPoolerUrl, withoutPoolerMark } from "@/lib/db/pooler-url";
import { ConfigError, parseEnv } from "@/lib/env";

describe("parseEnv", () => {
  it("applies the documented defaults", () => {
    const env = parseEnv({} as NodeJS.ProcessEnv);
    expect(env).toMatchObject({ PORT: 3000, APP_HOST: "localhost", HTTPS: false });
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.DATA_DIR).toBe(path.resolve("./.data"));
  });

  it("reads and normalises values", () => {
    const env = parseEnv({
      PORT: "8080",
      APP_HOST: " Book.Example.com ",
      DATABASE_URL: "postgresql://u:p@db:5432/hallbook",
      HTTPS: "true",
      SMTP_URL: "smtp://mail:1025",
    } as unknown as NodeJS.ProcessEnv);
    expect(env).toMatchObject({
      PORT: 8080,
      APP_HOST: "book.example.com",
      DATABASE_URL: "postgresql://u:p@db:5432/hallbook",
      HTTPS: true,
      SMTP_URL: "smtp://mail:1025",
    });
  });

  it("sends provider notices to PROVIDER_EMAIL, else the company's address", () => {
    expect(parseEnv({} as unknown as NodeJS.ProcessEnv).PROVIDER_EMAIL).toBe(COMPANY.email);
    expect(parseEnv({ PROVIDER_EMAIL: "" } as unknown as NodeJS.ProcessEnv).PROVIDER_EMAIL).toBe(
      COMPANY.email,
    );
    expect(
      parseEnv({ PROVIDER_EMAIL: " support@example.com " } as unknown as NodeJS.ProcessEnv)
        .PROVIDER_EMAIL,
    ).toBe("support@example.com");
    expect(() => parseEnv({ PROVIDER_EMAIL: "support" } as unknown as NodeJS.ProcessEnv)).toThrow(
      /PROVIDER_EMAIL: must be an email address/,
    );
  });

  it("remembers access for 5 s unless ACCESS_CACHE_TTL_MS says otherwise; 0 turns it off", () => {
    const parse = (v?: string) =>
      parseEnv({ ACCESS_CACHE_TTL_MS: v } as unknown as NodeJS.ProcessEnv).ACCESS_CACHE_TTL_MS;
    expect(parse()).toBe(5_000);
    expect(parse("0")).toBe(0);
    expect(parse("2000")).toBe(2_000);
    expect(() => parse("-1")).toThrow(/ACCESS_CACHE_TTL_MS/);
  });

  it("treats empty DATABASE_URL and SMTP_URL as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", SMTP_URL: "" } as unknown as NodeJS.ProcessEnv);
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
  });

  it.each([
    [{ PORT: "http" }, "PORT"],
    [{ PORT: "70000" }, "PORT"],
    [{ APP_HOST: "http://example.com" }, "APP_HOST"],
    [{ APP_HOST: "example.com:3000" }, "APP_HOST"],
    [{ DATABASE_URL: "mysql://x" }, "DATABASE_URL"],
    [{ AUTH_SECRET: "short" }, "AUTH_SECRET"],
    [{ SMTP_URL: "mail.example.com" }, "SMTP_URL"],
    [{ HTTPS: "maybe" }, "HTTPS"],
  ])("stops with a message naming the bad variable: %o", (source, name) => {
    expect(() => parseEnv(source as unknown as NodeJS.ProcessEnv)).toThrow(ConfigError);
    expect(() => parseEnv(source as unknown as NodeJS.ProcessEnv)).toThrow(
      new RegExp(`^Invalid configuration:\\n  ${name}: `),
    );
  });
});

describe("a pooler in transaction mode (decision 105)", () => {
  const pooled = "postgresql://u:p@bouncer:6432/hallbook?pgbouncer=true";

  it("needs a direct connection for LISTEN and the migrations", () => {
    expect(() => parseEnv({ DATABASE_URL: pooled } as unknown as NodeJS.ProcessEnv)).toThrow(
      /DATABASE_LISTEN_URL: is required when DATABASE_URL is a pooler in transaction mode/,
    );
    const env = parseEnv({
      DATABASE_URL: pooled,
      DATABASE_LISTEN_URL: "postgresql://u:p@db:5432/hallbook",
    } as unknown as NodeJS.ProcessEnv);
    expect(env.DATABASE_LISTEN_URL).toBe("postgresql://u:p@db:5432/hallbook");
  });

  it("refuses a direct connection without DATABASE_URL, or one that is a pooler", () => {
    const parse = (source: Record<string, string>) =>
      parseEnv(source as unknown as NodeJS.ProcessEnv);
    expect(() => parse({ DATABASE_LISTEN_URL: "postgresql://u:p@db/h" })).toThrow(
      /DATABASE_LISTEN_URL: needs DATABASE_URL/,
    );
    expect(() =>
      parse({ DATABASE_URL: pooled, DATABASE_LISTEN_URL: `${pooled.replace("true", "TRUE")}` }),
    ).toThrow(/DATABASE_LISTEN_URL: must be a direct connection/);
  });

  it("takes the mark off before connecting, and knows it only as true", () => {
    expect(isPoolerUrl(pooled)).toBe(true);
    expect(isPoolerUrl(pooled.replace("true", "True"))).toBe(true);
    expect(isPoolerUrl("postgresql://u:p@db/h?pgbouncer=false")).toBe(false);
    expect(isPoolerUrl("not a url")).toBe(false);
    expect(withoutPoolerMark(`${pooled}&sslmode=require`)).toBe(
      "postgresql://u:p@bouncer:6432/hallbook?sslmode=require",
    );
    expect(withoutPoolerMark("postgresql://u:p%40@db/h")).toBe("postgresql://u:p%40@db/h");
  });
});
