import { serveImage } from "~/images/serve.server";
import type { Route } from "./+types/uploads.$id.$file";

export function loader({ request, params }: Route.LoaderArgs) {
  return serveImage(request, params.id, params.file);
}
