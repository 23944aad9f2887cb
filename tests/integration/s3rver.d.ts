// The part of s3rver 3.7 (an S3-compatible server for tests, which ships no types) that the
// storage tests use.
declare module "s3rver" {
  type Options = {
    address?: string;
    port?: number;
    directory: string;
    silent?: boolean;
    configureBuckets?: { name: string }[];
  };
  export default class S3rver {
    constructor(options: Options);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
  }
}
