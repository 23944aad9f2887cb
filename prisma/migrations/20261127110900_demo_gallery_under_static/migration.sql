-- The public folder's files moved under /static/ (docs/decisions/044): the proxy now runs for every
-- page path, and /static/ is a slug no venue may take. The demo venue's gallery pointed at them.
UPDATE "gallery_items"
SET "url" = '/static' || "url"
WHERE "url" IN (
  '/demo/gallery-ballroom.svg',
  '/demo/gallery-pavilion.svg',
  '/demo/gallery-riverside.svg',
  '/demo/gallery-boardroom.svg'
);
