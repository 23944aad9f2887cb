import { log } from "@/lib/log";

/**
 * A route's reply whose JSON body is already written (lib/bookings/serialize-sql.ts): route() sends
 * it as it is, with `headers` (an ETag) besides. `T` is the value it is the JSON of, for the
 * route's reply type.
 */
export class JsonText<T> {
  declare readonly of?: T;
  constructor(
    readonly text: string,
    readonly headers: Record<string, string> = {},
  ) {}
}

/**
 * A reply written as pieces of JSON read one after another as the client takes them: a long list,
 * which no process then holds all at once. `T` is the value the whole is the JSON of.
 */
export class JsonStream<T> {
  declare readonly of?: T;
  constructor(readonly pieces: AsyncIterable<string>) {}

  /** The pieces as a body: the next is read only when the client has taken the last. */
  body(): ReadableStream<Uint8Array> {
    const iterator = this.pieces[Symbol.asyncIterator]();
    const encoder = new TextEncoder();
    return new ReadableStream({
      async pull(controller) {
        try {
          const { value, done } = await iterator.next();
          if (done) controller.close();
          else controller.enqueue(encoder.encode(value));
        } catch (error) {
          // The status is sent: the client sees the body cut off (not JSON), and the log says why.
          log.error("A streamed answer failed midway", { error });
          controller.error(error);
        }
      },
      async cancel() {
        await iterator.return?.();
      },
    });
  }
}
