// A HEAD is answered with the GET's handler (Next.js), which opens a stored file's stream. The
// door gives the body up: nothing is sent, and the stream is closed, not left open for good (an S3
// connection of a pool of 50 each: the fiftieth HEAD would stop every file read).
import { expect, it, vi } from "vitest";

import * as files from "@/app/api/files/[...key]/route";
import { fileStorage } from "@/lib/storage";
import type { OpenedFile } from "@/lib/storage/types";

import { call, venue } from "./helpers";
import { uploadedLogo } from "./logo-upload";

it("answers a stored file's HEAD with its headers and closes the file's stream", async () => {
  const v = await venue();
  const key = (await uploadedLogo(v, 640, 480)).replace("/api/files/", "");

  const storage = fileStorage();
  const opened: OpenedFile[] = [];
  const read = storage.read.bind(storage);
  const spy = vi.spyOn(storage, "read").mockImplementation(async (...args) => {
    const file = await read(...args);
    if (file) opened.push(file);
    return file;
  });
  try {
    const head = await call(files.GET, {
      method: "HEAD",
      path: `/api/files/${key}`,
      params: { key },
    });
    expect(head.status).toBe(200);
    expect(head.headers.get("content-type")).toBe("image/webp");
    expect(head.bytes.length).toBe(0);
    expect(opened).toHaveLength(1);
    await expect.poll(() => opened[0]!.body.destroyed).toBe(true);
  } finally {
    spy.mockRestore();
  }
});
