import { data } from "react-router";
import { NotFoundPage } from "~/components/site/error-pages";

// Any path no other route claims: a real 404 inside the site's shell, so the visitor can go on.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
