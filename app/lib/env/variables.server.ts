import { z } from "zod";
import { accessVariables } from "./access.server";
import { featureVariables } from "./features.server";
import { hostingVariables } from "./hosting.server";
import { serviceVariables } from "./services.server";

/** Every variable the server reads, each validated on its own (rules.server.ts checks them together). */
export const variables = z.object({
  ...hostingVariables,
  ...accessVariables,
  ...featureVariables,
  ...serviceVariables,
});

export type Variables = z.output<typeof variables>;
