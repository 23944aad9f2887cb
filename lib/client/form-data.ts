/**
 * A request body as multipart form data, for a form that sends files: lists as comma-separated
 * text and empty values as "" (the API's schemas read both), files as they are.
 */
export function formDataOf(values: Record<string, unknown>, files: Record<string, File | null>) {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    data.append(key, Array.isArray(value) ? value.join(",") : value === null ? "" : String(value));
  }
  for (const [key, file] of Object.entries(files)) if (file) data.append(key, file);
  return data;
}
