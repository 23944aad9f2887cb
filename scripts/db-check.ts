// Fails when prisma/schema.prisma and prisma/migrations disagree (someone changed the schema
// without a migration), or when the database differs from the migrations (a hand-made change).
import { prismaCli } from "./lib/runtime";

async function main() {
  const base = ["migrate", "diff", "--from-migrations", "prisma/migrations", "--exit-code"];
  try {
    await prismaCli([...base, "--to-schema", "prisma/schema.prisma"]);
  } catch {
    console.error(
      "\nschema.prisma has changes that no migration contains: run `npm run db:migrate`.",
    );
    process.exit(1);
  }
  try {
    await prismaCli([...base, "--to-config-datasource"]);
  } catch {
    console.error("\nThe database differs from the migrations.");
    process.exit(1);
  }
  console.log("Schema, migrations and database agree.");
}

main();
