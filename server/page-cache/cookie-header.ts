// The rule lives with the list of the site's cookies; the page cache and the render both apply it.
export { onlyForeignCookies } from "../../app/lib/site-cookies";
