"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";

import { loadToaster, toasterStore } from "./toast";

const SonnerToaster = dynamic(loadToaster, { ssr: false });

/** The toasts' place on every page, rendered once the first toast is asked for (./toast.ts). */
export function Toaster() {
  const wanted = useSyncExternalStore(
    toasterStore.subscribe,
    toasterStore.wanted,
    toasterStore.never,
  );
  return wanted ? <SonnerToaster /> : null;
}
