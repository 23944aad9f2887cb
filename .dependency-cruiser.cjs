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
      from: { path: "^lib/(core|db|generated)/|^lib/(env|log|time)\\.ts$" },
      to: {
        path: "^(app|components|proxy)|^lib/(?!core/|db/|generated/|env\\.ts$|log\\.ts$|time\\.ts$)",
      },
    },
    {
      name: "domain-below-the-door",
      severity: "error",
      from: { path: "^lib/(?!api/|openapi/)" },
      to: { path: "^lib/(api|openapi)/|^(app|components)/" },
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
