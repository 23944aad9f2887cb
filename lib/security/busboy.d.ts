// The busboy Next.js ships and reads a fetch action's multipart body with (its own copy, untyped).
declare module "next/dist/compiled/busboy" {
  import type { Readable, Writable } from "node:stream";

  interface Busboy extends Writable {
    on(event: "field", listener: (name: string, value: string) => void): this;
    on(event: "file", listener: (name: string, stream: Readable) => void): this;
    on(event: "error", listener: (error: unknown) => void): this;
    on(event: "close", listener: () => void): this;
  }
  export default function busboy(options: {
    headers: Record<string, string>;
    defParamCharset?: string;
    limits?: { fieldSize?: number };
  }): Busboy;
}
