import type { Config } from "@react-router/dev/config";
import site from "../../react-router.config";

// The same React Router and future flags as the site, nothing else. Having no server entry of its
// own, it builds with React Router's default one, which needs `isbot`: that is why the site keeps
// `isbot` in package.json although its own entry no longer uses it (without it, React Router adds
// it to package.json and runs npm install in the middle of the build).
export default { ssr: true, future: site.future } satisfies Config;
