// An S3-compatible server for a test file (s3rver), on a free port with a bucket in a folder of
// its own, and the settings that point HallBook's S3 storage at it.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import S3rver from "s3rver";

export type TestS3 = {
  /** S3_* variables for this server's bucket */
  settings: Record<string, string>;
  close(): Promise<void>;
};

export async function startTestS3(bucket = "hallbook-test"): Promise<TestS3> {
  // the SDK's notice that its 2027 releases need Node 22 (lib/storage/s3.ts)
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = "true";
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), "hallbook-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: "us-east-1",
      // s3rver's own credentials: it checks every request's signature with them
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async close() {
      await server.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
