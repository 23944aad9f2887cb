-- Uploaded files in PostgreSQL (STORAGE=postgres, the default with DATABASE_URL), so that one
-- pg_dump backs up everything (docs/decisions/101-shared-file-storage.md). A file's row carries
-- its key (lib/storage: globally unique, generated), its type and size; its bytes are rows of
-- 256 KB, written in one transaction and read a few per statement, so no file is one huge value
-- in either process's memory and a range read touches only the chunks it covers.
CREATE TABLE "stored_files" (
    "key" TEXT NOT NULL,
    "content_type" TEXT NOT NULL,
    "size" BIGINT NOT NULL,
    "version" UUID NOT NULL DEFAULT gen_random_uuid(),
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "stored_files_pkey" PRIMARY KEY ("key"),
    CONSTRAINT "stored_files_size" CHECK ("size" >= 0)
);

CREATE TABLE "stored_file_chunks" (
    "key" TEXT NOT NULL,
    "n" INTEGER NOT NULL,
    "data" BYTEA NOT NULL,

    CONSTRAINT "stored_file_chunks_pkey" PRIMARY KEY ("key","n"),
    CONSTRAINT "stored_file_chunks_n" CHECK ("n" >= 0),
    CONSTRAINT "stored_file_chunks_data" CHECK (octet_length("data") BETWEEN 1 AND 262144)
);

-- Images are WebP and resumes PDFs or Office files: compressed already. Kept out of line without
-- PostgreSQL trying to compress them again.
ALTER TABLE "stored_file_chunks" ALTER COLUMN "data" SET STORAGE EXTERNAL;

ALTER TABLE "stored_file_chunks" ADD CONSTRAINT "stored_file_chunks_key_fkey"
  FOREIGN KEY ("key") REFERENCES "stored_files"("key") ON DELETE CASCADE ON UPDATE CASCADE;
