import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";
import { defineConfig, globalIgnores } from "eslint/config";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  {
    // Prettier wraps code at 100; this catches what it cannot wrap: comments and long lines of
    // code.
    // A line holding a string, template or URL is left alone (user-facing texts stay whole).
    rules: {
      // `const { secret, ...rest } = row` is how a field is left out.
      "@typescript-eslint/no-unused-vars": ["error", { ignoreRestSiblings: true }],
      "max-len": [
        "error",
        {
          code: 100,
          ignoreUrls: true,
          ignoreStrings: true,
          ignoreTemplateLiterals: true,
          ignoreRegExpLiterals: true,
        },
      ],
    },
  },
  {
    // Playwright fixtures hand over their value with a function named `use`; it is not React's.
    files: ["e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  globalIgnores([
    ".next/**",
    "out/**",
    "build/**",
    "next-env.d.ts",
    ".data/**",
    "lib/generated/**",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
