import { databaseAnswers } from "~/lib/db/client.server";

export async function loader() {
  const up = await databaseAnswers();
  return Response.json(
    { status: up ? "ok" : "unavailable", database: up ? "up" : "down" },
    { status: up ? 200 : 503, headers: { "Cache-Control": "no-store" } },
  );
}
