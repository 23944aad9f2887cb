-- The settings' colour is the venue's choice: null until one is made, so that the public site
-- keeps its theme colour until then (docs/decisions/018-public-site.md).
ALTER TABLE "customizations" ALTER COLUMN "primary_color" DROP NOT NULL;
ALTER TABLE "customizations" ALTER COLUMN "primary_color" DROP DEFAULT;
UPDATE "customizations" SET "primary_color" = NULL WHERE "primary_color" = '#3b82f6';
