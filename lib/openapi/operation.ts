// One operation of the API reference, as the files under lib/openapi/paths/ write it: the route's
// own door and schemas (the very objects its route() call is given, which a test checks), words
// for people, and what it answers. lib/openapi/document.ts turns the list into OpenAPI.
import type { z } from "zod";

import type { DoorLabel } from "@/lib/api/doors";

export const METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type Method = (typeof METHODS)[number];

/** The error answers an operation may give besides those its door, body and path imply. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 429 | 502 | 503;

/** A success: its status, words, and the JSON schema or content type of its body. */
export type Reply = {
  status: 200 | 201 | 204;
  description: string;
  /** the answer's JSON, where the code holds it to a schema or its shape is plain */
  schema?: z.ZodType;
  /** content types of its own (a file, a calendar, an event stream); JSON when left out */
  type?: string | readonly string[];
};

export type OperationSpec = {
  summary: string;
  description?: string;
  /** the door the route passes to route(); null: the route has none (the health check) */
  auth: DoorLabel | null;
  /** the body schema the route passes to route() */
  body?: z.ZodType;
  /** how the body is sent: JSON (the default), multipart (files), or either */
  form?: "json" | "multipart" | "either";
  /** the query schema the route passes to route() (an object: a query string is named values) */
  query?: z.ZodType<unknown, Record<string, unknown>>;
  /** the success answer (or answers, when the body decides which) */
  reply: Reply | readonly Reply[];
  /** true: a conditional request (If-None-Match, If-Modified-Since) may answer 304 */
  conditional?: true;
  errors?: readonly ErrorStatus[];
};

export type Operation = OperationSpec & { method: Method; path: string; tag: string };

type Key = `${Method} /api/${string}`;

/**
 * An area's operations under one tag, keyed "METHOD /api/path/" (a key can only be written once,
 * so an operation cannot be listed twice by mistake).
 */
export function area(tag: string, operations: Record<Key, OperationSpec>): Operation[] {
  return Object.entries(operations).map(([key, spec]) => {
    const [method, path] = key.split(" ") as [Method, string];
    return { ...spec, method, path, tag };
  });
}

export const ok = (description: string, schema?: z.ZodType): Reply => ({
  status: 200,
  description,
  schema,
});

export const created = (description: string, schema?: z.ZodType): Reply => ({
  status: 201,
  description,
  schema,
});

export const noContent = (description: string): Reply => ({ status: 204, description });

/** A body that is not JSON: a file, a calendar, a page, an event stream. */
export const content = (type: string | readonly string[], description: string): Reply => ({
  status: 200,
  description,
  type,
});
