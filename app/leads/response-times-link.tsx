import { Link } from "react-router";

/** From the lead list to the report of how the 2-hour promise is kept. */
export function ResponseTimesLink() {
  return (
    <Link to="/admin/leads/response-times" className="text-sm font-semibold text-brand-700 underline">
      Response times report
    </Link>
  );
}
