import { redirect } from "react-router";

// /about-us is the page; /about, also seen in the wild, moves there permanently.
export function loader() {
  return redirect("/about-us", 301);
}
