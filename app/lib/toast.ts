import { z } from "zod";

export const toastSchema = z.object({
  id: z.string().min(1),
  title: z.string().optional(),
  description: z.string().optional(),
  variant: z.enum(["default", "destructive"]).default("default"),
});

export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = Omit<Toast, "id" | "variant"> & Partial<Pick<Toast, "id" | "variant">>;
