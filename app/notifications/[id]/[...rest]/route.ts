// A path under /notifications/ that none of its routes serves: the API's own JSON 404, as under
// /api (the proxy does not run here; decision 064).
export { DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT } from "@/app/api/[...path]/route";
