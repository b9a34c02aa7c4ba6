export const tone = {
  default: "border-slate-200 bg-white text-slate-900",
  destructive: "border-red-800 bg-red-700 text-white",
} as const;
