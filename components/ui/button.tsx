import { clsx } from "clsx";
import { cloneElement, forwardRef, isValidElement } from "react";

export type ButtonProps = React.ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: "primary" | "secondary" | "ghost" | "danger" | "link";
  size?: "sm" | "md" | "lg";
  /** Style the one child (a link, say) as the button instead of rendering a <button>. */
  asChild?: boolean;
};

/**
 * The product's button. Its classes (.btn and its variants) live in app/globals.css's component
 * layer, so a caller's className overrides them without merging classes in the browser.
 */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant = "primary", size = "md", asChild, type, children, ...props },
  ref,
) {
  const classes = clsx("btn", `btn-${variant}`, variant !== "link" && `btn-${size}`, className);
  if (asChild && isValidElement<{ className?: string }>(children))
    return cloneElement(children, {
      ...props,
      ref,
      className: clsx(classes, children.props.className),
    } as React.HTMLAttributes<HTMLElement>);
  return (
    <button ref={ref} type={type ?? "button"} className={classes} {...props}>
      {children}
    </button>
  );
});
