import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Public pages load React and the site's shared components on every visit: a few larger files
// instead of twenty small ones, so a phone on a slow network waits for fewer round trips. Code
// that only staff pages or a lazily opened widget use stays in its own files.
const staffOnly = /[\\/]app[\\/](routes[\\/](admin|login)|blog[\\/]admin|auth)[\\/.]/;
const framework = /[\\/]node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/;

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: framework, tags: ["$initial"], priority: 2 },
                {
                  name: "site",
                  test: (id) => /[\\/]app[\\/]/.test(id) && !staffOnly.test(id),
                  tags: ["$initial"],
                  minShareCount: 2,
                  priority: 1,
                },
              ],
            },
          },
        },
      },
    },
    // The server bundle's entry is our own server module (it imports the React Router build), so
    // the database, configuration and HTTP lifecycle ship in one file with the routes.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
});
