import type { Config } from "@react-router/dev/config";
import site from "../../react-router.config";

// The same React Router and future flags as the site, nothing else.
export default { ssr: true, future: site.future } satisfies Config;
