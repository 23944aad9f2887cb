// A fetch action's multipart body, read as Next.js reads it. Next.js gives a fetch action's body
// to busboy (its own copy, with these options: next/dist/server/app-render/action-handler.js),
// not to the FormData parser a form without JavaScript goes through. The two disagree: busboy
// takes a part typed application/octet-stream for a file even without a filename, so a row the
// FormData parser reads as text never reaches React ("Connection closed.", a 500). Reading with
// the same parser sees the rows React will see.
import busboy from "next/dist/compiled/busboy";

/** Its text fields, in order, and whether it carries a file; null when busboy cannot read it. */
export async function actionFormFields(
  request: Request,
  type: string,
  fieldSize: number,
): Promise<{ fields: [string, string][]; files: boolean } | null> {
  const bytes = Buffer.from(await request.clone().arrayBuffer());
  return new Promise((resolve) => {
    const fields: [string, string][] = [];
    let files = false;
    try {
      const parser = busboy({
        defParamCharset: "utf8",
        headers: { "content-type": type },
        limits: { fieldSize },
      });
      parser.on("field", (name, value) => fields.push([name, value]));
      parser.on("file", (_name, stream) => {
        files = true;
        stream.resume();
      });
      parser.on("error", () => resolve(null));
      parser.on("close", () => resolve({ fields, files }));
      parser.end(bytes);
    } catch {
      resolve(null);
    }
  });
}
