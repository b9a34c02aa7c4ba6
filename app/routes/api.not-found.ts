import { apiError } from "~/blog/api.server";

// Any other path under /api answers in the API's own JSON error shape, whatever the method.
const answer = () => apiError(404, "not_found", 'No such API endpoint. See the README\'s "Blog and JSON API" section.');

export const loader = answer;
export const action = answer;
