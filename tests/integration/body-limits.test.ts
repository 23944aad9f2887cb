// Bodies over their limit are refused with 413 before they are read whole: by Content-Length when
// the client declares it, else as soon as the bytes pass the limit. Nothing is written.
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import * as replies from "@/app/api/support/tickets/[id]/replies/route";
import * as upload from "@/app/api/tenant/gallery/upload/route";
import * as halls from "@/app/api/tenant/halls/route";
import { JSON_BODY_LIMIT, UPLOAD_BODY_LIMIT } from "@/lib/core/body";
import { PEER_HEADER } from "@/lib/core/request";
import { db } from "@/lib/db";
import { IMAGE_TOO_LARGE } from "@/lib/storage/images";
import { ATTACHMENT_TOO_LARGE } from "@/lib/support/messages";

import { PROXY_ADDRESS, venue } from "./helpers";

const CHUNK = 64 * 1024;

/** A body that never ends, counting the bytes anyone pulled from it. */
function endless() {
  const counter = { pulled: 0 };
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      counter.pulled += CHUNK;
      controller.enqueue(new Uint8Array(CHUNK).fill(32));
    },
  });
  return { stream, counter };
}

type Venue = Awaited<ReturnType<typeof venue>>;

function streamed(v: Venue, body: ReadableStream<Uint8Array>, headers: Record<string, string>) {
  const host = `${v.tenant.slug}.localhost`;
  return new NextRequest(`http://${host}/api/tenant/halls/`, {
    method: "POST",
    body,
    duplex: "half",
    headers: {
      host,
      authorization: `Bearer ${v.token}`,
      "content-type": "application/json",
      [PEER_HEADER]: PROXY_ADDRESS,
      ...headers,
    },
  } as ConstructorParameters<typeof NextRequest>[1]);
}

const noParams = { params: Promise.resolve({}) };

describe("request bodies have a limit", () => {
  it("refuses JSON over 1 MB with 413, and writes nothing", async () => {
    const v = await venue();
    const res = await v.as(halls.POST, {
      body: { name: "x".repeat(JSON_BODY_LIMIT), branch: v.branch.id },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ detail: "The request body is larger than 1 MB." });
    expect(await db.hall.count({ where: { tenantId: v.tenant.id } })).toBe(1);
  });

  it("stops reading a body without a length as soon as it passes the limit", async () => {
    const v = await venue();
    const { stream, counter } = endless();
    const res = await halls.POST(streamed(v, stream, {}), noParams);
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeGreaterThan(JSON_BODY_LIMIT);
    expect(counter.pulled).toBeLessThan(JSON_BODY_LIMIT + 4 * CHUNK);
  });

  it("refuses a declared length over the limit before reading the body", async () => {
    const v = await venue();
    const { stream, counter } = endless();
    const declared = { "content-length": String(JSON_BODY_LIMIT + 1) };
    const res = await halls.POST(streamed(v, stream, declared), noParams);
    expect(res.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(2 * CHUNK); // what the stream buffers by itself
  });

  it("allows uploads 10 MB, and a route whose files may add up to more its own limit", async () => {
    const v = await venue();
    const big = () => {
      const form = new FormData();
      form.append("image", new Blob([new Uint8Array(UPLOAD_BODY_LIMIT + 1)]), "big.png");
      return form;
    };
    // An image's route says the image's own limit (image-body-limits.test.ts).
    const tooBig = await v.as(upload.POST, { body: big() });
    expect(tooBig.status).toBe(413);
    expect(tooBig.body).toMatchObject({ detail: IMAGE_TOO_LARGE });

    const ticket = await db.supportTicket.create({
      data: { tenantId: v.tenant.id, userId: v.user.id, subject: "Help", description: "Please" },
    });
    const form = new FormData();
    form.append("message", "Here are the files");
    form.append("attachments", new Blob([new Uint8Array(UPLOAD_BODY_LIMIT + 1)]), "big.pdf");
    const reply = await v.as(replies.POST, { params: { id: String(ticket.id) }, body: form });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ attachments: [ATTACHMENT_TOO_LARGE] });
    expect(await db.ticketReply.count({ where: { ticketId: ticket.id } })).toBe(0);
  });
});
