import { getImageProps } from "next/image";
import { preload as preloadResource } from "react-dom";

import { imageSource } from "@/lib/public-site/view";
import { cn } from "@/lib/ui/cn";

/**
 * A venue's picture filling its (positioned, sized) parent, lazy unless `preload`. Our uploads go
 * through Next's optimizer, which serves each screen the width it needs; another site's picture is
 * shown as it is. An address that is not an image of ours or an http(s) link shows `fallback`.
 * Rendered here as a plain <img>, so that the public pages carry no image component's script
 * (decision 037); a `preload` picture is fetched early, at high priority, as next/image would.
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
  const { props } = getImageProps({
    src: source.src,
    alt,
    fill: true,
    sizes,
    preload,
    loading: preload ? undefined : "lazy",
    fetchPriority: preload ? "high" : undefined,
    unoptimized: !source.optimize,
    className: cn("object-cover", className),
  });
  if (preload)
    preloadResource(props.src, {
      as: "image",
      imageSrcSet: props.srcSet,
      imageSizes: props.sizes,
      fetchPriority: "high",
    });
  // eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- alt is in props
  return <img {...props} />;
}
