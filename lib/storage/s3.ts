// Files in an S3-compatible bucket (Amazon S3, MinIO, Ceph, R2, ...), one object per key, its
// content type the object's. The bucket stays private: HallBook reads every object itself and
// serves it behind its own routes' checks (docs/decisions/101-shared-file-storage.md).
import { Readable } from "node:stream";

import type { S3Client } from "@aws-sdk/client-s3";

import type { Env } from "@/lib/env";

import { partLength, resolveRange, type ByteRange } from "./range";
import { FileStorage, type FileInput, type OpenedFile } from "./types";

export type S3Settings = Pick<
  Env,
  | "S3_BUCKET"
  | "S3_ENDPOINT"
  | "S3_REGION"
  | "S3_ACCESS_KEY_ID"
  | "S3_SECRET_ACCESS_KEY"
  | "S3_FORCE_PATH_STYLE"
>;

const notFound = (error: unknown) => {
  const e = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e.name === "NoSuchKey" || e.name === "NotFound" || e.$metadata?.httpStatusCode === 404;
};

/** The SDK, loaded on first use: a server on another backend never loads it. */
const sdk = () => import("@aws-sdk/client-s3");

export class S3Storage extends FileStorage {
  private client?: Promise<S3Client>;
  private readonly bucket: string;

  constructor(private readonly settings: S3Settings) {
    super();
    if (!settings.S3_BUCKET) throw new Error("S3_BUCKET is not set");
    this.bucket = settings.S3_BUCKET;
  }

  private async s3() {
    const { S3Client } = await sdk();
    return (this.client ??= this.connect(S3Client));
  }

  private async connect(Client: typeof S3Client) {
    const s = this.settings;
    // The SDK warns once per process that its releases after January 2027 need Node 22; this one
    // is pinned and supports Node 20, which the image runs.
    process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= "true";
    return new Client({
      endpoint: s.S3_ENDPOINT,
      region: s.S3_REGION ?? "us-east-1",
      forcePathStyle: s.S3_FORCE_PATH_STYLE ?? Boolean(s.S3_ENDPOINT),
      credentials:
        s.S3_ACCESS_KEY_ID && s.S3_SECRET_ACCESS_KEY
          ? { accessKeyId: s.S3_ACCESS_KEY_ID, secretAccessKey: s.S3_SECRET_ACCESS_KEY }
          : undefined,
      // Checksums only where S3 requires them: many S3-compatible services refuse the trailing
      // checksums of streamed uploads that the SDK sends by default.
      requestChecksumCalculation: "WHEN_REQUIRED",
      responseChecksumValidation: "WHEN_REQUIRED",
      // A connection of the SDK's pool (50) whose reader went away without closing it is freed
      // after 30 s without a byte, not held for good.
      requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
    });
  }

  async put(key: string, file: FileInput): Promise<void> {
    const { PutObjectCommand } = await sdk();
    const [body, size] =
      "bytes" in file ? [file.bytes, file.bytes.length] : [file.stream, file.size];
    await (
      await this.s3()
    ).send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentLength: size,
        ContentType: file.contentType,
      }),
    );
  }

  async read(key: string, range?: ByteRange): Promise<OpenedFile | null> {
    const { GetObjectCommand, HeadObjectCommand } = await sdk();
    const s3 = await this.s3();
    try {
      // A range needs the size first (a suffix, one past the end): one more request, for ranges
      // only.
      const head =
        range && (await s3.send(new HeadObjectCommand({ Bucket: this.bucket, Key: key })));
      const size = head ? Number(head.ContentLength ?? 0) : undefined;
      const part = size === undefined ? undefined : resolveRange(range, size);
      if (head && (!part || partLength(part) === 0))
        return { contentType: type(head.ContentType), size: size!, part: part!, body: empty() };
      const object = await s3.send(
        new GetObjectCommand({
          Bucket: this.bucket,
          Key: key,
          Range: part ? `bytes=${part.start}-${part.end}` : undefined,
        }),
      );
      const length = Number(object.ContentLength ?? 0);
      const body = object.Body;
      if (!(body instanceof Readable)) throw new Error(`S3 gave ${key} without a body to read`);
      return {
        contentType: type(object.ContentType),
        size: size ?? length,
        part: part ?? { start: 0, end: length - 1 },
        body,
      };
    } catch (error) {
      if (notFound(error)) return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    const { DeleteObjectCommand } = await sdk();
    await (await this.s3()).send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async *keys(): AsyncIterable<string> {
    const { ListObjectsV2Command } = await sdk();
    const s3 = await this.s3();
    let token: string | undefined;
    do {
      const page = await s3.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) if (object.Key) yield object.Key;
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}

const type = (contentType: string | undefined) => contentType ?? "application/octet-stream";
const empty = () => Readable.from([]);
