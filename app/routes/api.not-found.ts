import { apiError } from "~/blog/api.server";

// Any other path under /api answers in the API's own JSON error shape, whatever the method.
const answer = () => apiError(404, "not_found", 'No such API endpoint. See docs/blog-and-api.md, "The JSON API".');

export const loader = answer;
export const action = answer;
