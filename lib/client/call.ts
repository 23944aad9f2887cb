// The browser's typed calls to the API: a path of the table (./api-routes.ts) with its {params}
// filled in, and the reply typed as the route's handler answers it, never cast by hand.
//   call.get("/api/tenant/halls/")                               → HallDto[]
//   call.patch("/api/tenant/halls/{id}/", { params: { id }, body }) → HallDto
import { api } from "./api";
import type { ApiRoutes } from "./api-routes";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
export type ApiPath = keyof ApiRoutes;
/** The paths whose route answers `M`. */
export type PathWith<M extends Method> = {
  [P in ApiPath]: M extends keyof ApiRoutes[P] ? P : never;
}[ApiPath];

/** The JSON `M` on `P` answers with (undefined: 204), as its RouteHandler<Reply> says. */
export type Reply<P extends ApiPath, M extends Method> = M extends keyof ApiRoutes[P]
  ? ApiRoutes[P][M] extends { readonly reply?: infer R }
    ? R
    : never
  : never;

type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}`
  ? N | ParamNames<Rest>
  : never;
type Query = Record<string, string | number | boolean | null | undefined> | URLSearchParams;
type Common = { body?: unknown; query?: Query; signal?: AbortSignal };
export type CallOptions<P extends string> = [ParamNames<P>] extends [never]
  ? Common & { params?: undefined }
  : Common & { params: Record<ParamNames<P>, string | number> };
type Args<P extends string> = [ParamNames<P>] extends [never]
  ? [options?: CallOptions<P>]
  : [options: CallOptions<P>];

/** The URL of `path`: each {name} replaced by its param (escaped), then the query, if any. */
export function urlOf(
  path: string,
  params: Record<string, string | number> = {},
  query?: Query,
): string {
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (!(name in params)) throw new Error(`${path}: no value for {${name}}`);
    const value = String(params[name]);
    // One segment of this route: encodeURIComponent leaves "." and ".." alone, which the URL
    // would resolve away, sending the call to another route.
    if (value === "" || value === "." || value === "..")
      throw new Error(`${path}: {${name}} may not be ${JSON.stringify(value)}`);
    return encodeURIComponent(value);
  });
  if (!query) return filled;
  const search =
    query instanceof URLSearchParams
      ? query
      : new URLSearchParams(
          Object.entries(query).flatMap(([k, v]) =>
            v === undefined || v === null ? [] : [[k, String(v)]],
          ),
        );
  const text = search.toString();
  return text ? `${filled}?${text}` : filled;
}

function method<M extends Method>(name: M) {
  return <P extends PathWith<M>>(path: P, ...[options]: Args<P>): Promise<Reply<P, M>> =>
    api<Reply<P, M>>(urlOf(path, options?.params, options?.query), {
      method: name,
      body: options?.body,
      signal: options?.signal,
    });
}

export const call = {
  get: method("GET"),
  post: method("POST"),
  put: method("PUT"),
  patch: method("PATCH"),
  delete: method("DELETE"),
};
