/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "core-is-the-bottom",
      severity: "error",
      // lib/metrics counts what happens anywhere, so it sits here too, but for the scrape, which
      // reads the areas (the live streams).
      from: {
        path: "^lib/(core|db|generated)/|^lib/metrics/(?!scrape\\.ts$)|^lib/(env|log|time)\\.ts$",
      },
      to: {
        path:
          "^(app|components|proxy)|" +
          "^lib/(?!core/|db/|generated/|metrics/(?!scrape\\.ts$)|env\\.ts$|log\\.ts$|time\\.ts$)",
      },
    },
    {
      name: "domain-below-the-door",
      severity: "error",
      from: { path: "^lib/(?!api/|openapi/)", pathNot: "^lib/client/api-routes\\.ts$" },
      to: { path: "^lib/(api|openapi)/|^(app|components)/" },
    },
    {
      // The one exception: the browser's table of the API (lib/client/api-routes.ts) reads the
      // route modules' types, `typeof import("@/app/api/.../route")`, to type the browser's
      // calls. A type import is erased; it never brings server code into the browser.
      name: "route-table-reads-route-types-only",
      severity: "error",
      from: { path: "^lib/client/api-routes\\.ts$" },
      to: { pathNot: "^app/api/.+/route\\.ts$" },
    },
    {
      name: "route-table-imports-no-values",
      severity: "error",
      from: { path: "^lib/client/api-routes\\.ts$" },
      to: { dependencyTypesNot: ["type-import", "type-only"] },
    },
    {
      name: "door-below-the-app",
      severity: "error",
      from: { path: "^lib/(api|openapi)/" },
      to: { path: "^(app|components)/" },
    },
    {
      name: "components-below-the-app",
      severity: "error",
      from: { path: "^components/" },
      to: { path: "^app/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(node_modules|\\.next|lib/generated)" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
