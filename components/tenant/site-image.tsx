import Image from "next/image";

import { imageSource } from "@/lib/public-site/view";
import { cn } from "@/lib/ui/cn";

/**
 * A venue's picture filling its (positioned, sized) parent, lazy unless `preload`. Our uploads go
 * through Next's optimizer, which serves each screen the width it needs; another site's picture is
 * shown as it is. An address that is not an image of ours or an http(s) link shows `fallback`.
 */
export function SiteImage({
  url,
  alt,
  sizes,
  preload = false,
  className,
  fallback = null,
}: {
  url: string | null | undefined;
  alt: string;
  sizes: string;
  preload?: boolean;
  className?: string;
  fallback?: React.ReactNode;
}) {
  const source = imageSource(url);
  if (!source) return fallback;
  return (
    <Image
      src={source.src}
      alt={alt}
      fill
      sizes={sizes}
      preload={preload}
      loading={preload ? undefined : "lazy"}
      unoptimized={!source.optimize}
      className={cn("object-cover", className)}
    />
  );
}
